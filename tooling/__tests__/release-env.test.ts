import { describe, expect, it } from 'vitest';
import { EnvError } from '../../src/config/env';
import {
  describeSettings,
  NO_ENV_FILES,
  releaseBuildEnv,
  releaseVariables,
  siteSettings,
} from '../release-env';

const FIREBASE = [
  'VITE_FIREBASE_API_KEY=key',
  'VITE_FIREBASE_AUTH_DOMAIN=crossroads.firebaseapp.com',
  'VITE_FIREBASE_PROJECT_ID=crossroads',
  'VITE_FIREBASE_STORAGE_BUCKET=crossroads.appspot.com',
  'VITE_FIREBASE_MESSAGING_SENDER_ID=1',
  'VITE_FIREBASE_APP_ID=1:1:web:1',
].join('\n');

describe("a release's configuration", () => {
  it("is the committed file's VITE_ variables, checked as the site checks them", () => {
    const variables = releaseVariables(
      `# comment\nVITE_DATA_SOURCE=firestore\n${FIREBASE}\nVITE_FIREBASE_MEASUREMENT_ID=G-ABC\nSECRET=x\n`,
    );
    expect(variables.SECRET).toBeUndefined();
    expect(siteSettings(variables)).toEqual({ dataSource: 'firestore', analytics: 'G-ABC' });
    expect(describeSettings(siteSettings(variables))).toBe('Firestore, analytics G-ABC');
    expect(siteSettings(releaseVariables(undefined))).toEqual({
      dataSource: 'json',
      analytics: null,
    });
    expect(describeSettings({ dataSource: 'json', analytics: null })).toBe(
      'the data file, no analytics',
    );
    expect(() => siteSettings(releaseVariables('VITE_DATA_SOURCE=firestore'))).toThrow(EnvError);
  });

  it("is built with none of the shell's VITE_ variables, and no .env file loaded", () => {
    const env = releaseBuildEnv(
      { PATH: '/bin', VITE_DATA_SOURCE: 'firestore', VITE_FIREBASE_MEASUREMENT_ID: 'G-LOCAL' },
      { VITE_DATA_SOURCE: 'json' },
    );
    expect(env).toEqual({ PATH: '/bin', VITE_DATA_SOURCE: 'json', [NO_ENV_FILES]: '1' });
  });
});
