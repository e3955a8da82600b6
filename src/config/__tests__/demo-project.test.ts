import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEMO_FIREBASE_VARIABLES, DEMO_PROJECT_ID, isDemoProjectId } from '../demo-project';

describe('isDemoProjectId', () => {
  it('accepts demo- ids as Firebase spells them, and nothing else', () => {
    expect(isDemoProjectId(DEMO_PROJECT_ID)).toBe(true);
    expect(isDemoProjectId('demo-test-1a2b3c4d')).toBe(true);
    expect(isDemoProjectId('crossroads-prod')).toBe(false);
    expect(isDemoProjectId('demo-')).toBe(false);
    expect(isDemoProjectId('my-demo-site')).toBe(false);
    expect(isDemoProjectId('demo-Crossroads')).toBe(false);
  });
});

// The files that cannot import the id: the Firebase CLI's default project, and Vite's
// emulator mode (its whole web configuration).
describe('the demo project outside the code', () => {
  it(".firebaserc's default project is the demo project", () => {
    const rc = JSON.parse(readFileSync('.firebaserc', 'utf8')) as {
      projects: { default: string };
    };
    expect(rc.projects.default).toBe(DEMO_PROJECT_ID);
  });

  it('.env.emulator runs the site under the demo project', () => {
    const env = parseEnv(readFileSync('.env.emulator', 'utf8'));
    expect(env).toMatchObject(DEMO_FIREBASE_VARIABLES);
    expect(env.VITE_FIREBASE_PROJECT_ID).toBe(DEMO_PROJECT_ID);
  });
});
