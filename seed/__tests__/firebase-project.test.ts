import { describe, expect, it } from 'vitest';
import {
  firebasercAliases,
  liveProjectOf,
  projectIdProblem,
  withLiveProject,
} from '../firebase-project';
import { parsePullArgs, parseSeedArgs } from '../options';
import { parsePublishArgs } from '../release/publish-options';

const DEMO_ONLY = JSON.stringify({ projects: { default: 'demo-crossroads-renovation' } });
const SET_UP = withLiveProject(DEMO_ONLY, 'crossroads-renovation');

describe('the project chosen once in .firebaserc', () => {
  it('is written under the live alias, the demo default kept for the emulator', () => {
    expect(JSON.parse(SET_UP)).toEqual({
      projects: { default: 'demo-crossroads-renovation', live: 'crossroads-renovation' },
    });
    expect(liveProjectOf(firebasercAliases(SET_UP))).toBe('crossroads-renovation');
    // Firebase's plain convention, a real default, is read too; the demo default never is.
    expect(liveProjectOf({ default: 'crossroads-renovation' })).toBe('crossroads-renovation');
    expect(liveProjectOf(firebasercAliases(DEMO_ONLY))).toBeUndefined();
    expect(firebasercAliases('not json')).toEqual({});
  });

  it('is what publish, pull and seed use without --project; the flag still overrides it', () => {
    expect(parsePublishArgs([], {}, SET_UP)).toMatchObject({
      projectId: 'crossroads-renovation',
    });
    expect(parsePublishArgs(['--history'], {}, SET_UP)).toMatchObject({
      projectId: 'crossroads-renovation',
    });
    expect(parsePullArgs([], {}, SET_UP)).toMatchObject({
      projectId: 'crossroads-renovation',
      emulatorHost: undefined,
    });
    expect(parseSeedArgs([], {}, SET_UP)).toMatchObject({ projectId: 'crossroads-renovation' });
    expect(parsePublishArgs(['--project', 'other-project'], {}, SET_UP)).toMatchObject({
      projectId: 'other-project',
    });
    // Against the emulator: the test's or dev session's project first, then the chosen one.
    const emulator = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    expect(parsePullArgs([], { ...emulator, GCLOUD_PROJECT: 'demo-x' }, SET_UP)).toMatchObject({
      projectId: 'demo-x',
    });
    expect(parsePullArgs([], emulator, SET_UP)).toMatchObject({
      projectId: 'crossroads-renovation',
    });
    expect(parsePullArgs([], emulator, DEMO_ONLY)).toMatchObject({
      projectId: 'demo-crossroads-renovation',
    });
  });

  it('when none is chosen, every command names the setup step', () => {
    for (const parse of [parsePublishArgs, parsePullArgs, parseSeedArgs]) {
      expect(() => parse([], {}, DEMO_ONLY)).toThrow(/npm run setup -- --project ID/);
    }
  });
});

describe('projectIdProblem', () => {
  it('refuses a placeholder, a display name and a malformed id before anything runs', () => {
    expect(projectIdProblem('crossroads-renovation')).toBeUndefined();
    expect(projectIdProblem('YOUR_PROJECT_ID')).toMatch(/looks like a placeholder/);
    expect(projectIdProblem('Crossroads Renovation')).toMatch(/is not a Firebase project id/);
    expect(projectIdProblem('abc')).toMatch(/6 to 30/);
    expect(projectIdProblem('ends-with-dash-')).toBeDefined();
    for (const id of ['YOUR_PROJECT_ID', 'Crossroads']) {
      expect(() => parsePullArgs(['--project', id], {})).toThrow(/not a Firebase project id/);
    }
  });
});
