import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, isDemoProjectId } from '../demo-project';

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
