import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../env';
import { DEMO_PROJECT_ID } from '../demo-project';

const live = {
  VITE_DATA_SOURCE: 'firestore',
  VITE_FIREBASE_API_KEY: 'AIza-test',
  VITE_FIREBASE_AUTH_DOMAIN: 'crossroads.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'crossroads',
  VITE_FIREBASE_STORAGE_BUCKET: 'crossroads.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
  VITE_FIREBASE_APP_ID: '1:1234:web:abcd',
};

function problemsOf(vars: Record<string, string>): readonly string[] {
  try {
    parseEnv(vars);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('parseEnv', () => {
  it('defaults to the JSON data file and needs nothing else for it', () => {
    const json = { dataSource: 'json', analytics: undefined };
    expect(parseEnv({})).toEqual(json);
    expect(parseEnv({ VITE_DATA_SOURCE: '' })).toEqual(json);
    expect(parseEnv({ VITE_DATA_SOURCE: 'json', VITE_FIREBASE_API_KEY: 'x' })).toEqual(json);
  });

  it('rejects an unknown data source', () => {
    expect(problemsOf({ VITE_DATA_SOURCE: 'Firestore' })).toEqual([
      'VITE_DATA_SOURCE must be "json" or "firestore", not "Firestore"',
    ]);
  });

  it('reads the Firebase configuration, analytics only with a measurement id', () => {
    expect(parseEnv(live)).toEqual({
      dataSource: 'firestore',
      emulatorHost: undefined,
      firebase: {
        apiKey: 'AIza-test',
        authDomain: 'crossroads.firebaseapp.com',
        projectId: 'crossroads',
        storageBucket: 'crossroads.appspot.com',
        messagingSenderId: '1234',
        appId: '1:1234:web:abcd',
        measurementId: undefined,
      },
      analytics: undefined,
    });
    const withAnalytics = parseEnv({ ...live, VITE_FIREBASE_MEASUREMENT_ID: ' G-ABC123 ' });
    expect(withAnalytics.dataSource === 'firestore' && withAnalytics.firebase.measurementId).toBe(
      'G-ABC123',
    );
  });

  it('lists every missing variable at once', () => {
    const error = (() => {
      try {
        return parseEnv({ VITE_DATA_SOURCE: 'firestore', VITE_FIREBASE_PROJECT_ID: 'crossroads' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toEqual([
      'VITE_FIREBASE_API_KEY is missing',
      'VITE_FIREBASE_AUTH_DOMAIN is missing',
      'VITE_FIREBASE_STORAGE_BUCKET is missing',
      'VITE_FIREBASE_MESSAGING_SENDER_ID is missing',
      'VITE_FIREBASE_APP_ID is missing',
    ]);
    expect((error as EnvError).message).toContain('  - VITE_FIREBASE_APP_ID is missing');
  });

  it('allows the emulator only with a demo- project, and never starts analytics there', () => {
    const emulator = {
      ...live,
      VITE_FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
      VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123',
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    };
    const env = parseEnv(emulator);
    expect(env).toMatchObject({
      dataSource: 'firestore',
      emulatorHost: '127.0.0.1:8080',
      firebase: { projectId: DEMO_PROJECT_ID, measurementId: undefined },
      analytics: undefined,
    });

    expect(problemsOf({ ...emulator, VITE_FIREBASE_PROJECT_ID: 'crossroads' })).toEqual([
      'VITE_FIREBASE_PROJECT_ID must start with "demo-" when VITE_FIRESTORE_EMULATOR_HOST is set, not "crossroads"',
    ]);
    expect(problemsOf({ ...emulator, VITE_FIRESTORE_EMULATOR_HOST: 'localhost' })).toEqual([
      'VITE_FIRESTORE_EMULATOR_HOST must be host:port, not "localhost"',
    ]);
  });
});

describe("parseEnv's analytics", () => {
  const analytics = {
    VITE_FIREBASE_API_KEY: 'AIza-test',
    VITE_FIREBASE_PROJECT_ID: 'crossroads',
    VITE_FIREBASE_APP_ID: '1:1234:web:abcd',
    VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123',
  };

  it('is off without a measurement id, or against the emulator', () => {
    expect(parseEnv({}).analytics).toBeUndefined();
    expect(parseEnv({ ...live, VITE_FIREBASE_MEASUREMENT_ID: ' ' }).analytics).toBeUndefined();
    expect(
      parseEnv({ ...analytics, VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).analytics,
    ).toBeUndefined();
  });

  it('runs in either data mode with the web configuration it needs', () => {
    expect(parseEnv(analytics).analytics).toEqual({
      apiKey: 'AIza-test',
      projectId: 'crossroads',
      appId: '1:1234:web:abcd',
      measurementId: 'G-ABC123',
    });
    expect(parseEnv({ ...live, VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123' }).analytics).toMatchObject(
      {
        authDomain: 'crossroads.firebaseapp.com',
        measurementId: 'G-ABC123',
      },
    );
  });

  it('names every variable the measurement id still needs', () => {
    try {
      parseEnv({
        VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123',
        VITE_FIREBASE_PROJECT_ID: 'x',
      });
      expect.unreachable('an EnvError');
    } catch (error) {
      expect((error as EnvError).problems).toEqual([
        'VITE_FIREBASE_API_KEY is missing (VITE_FIREBASE_MEASUREMENT_ID needs it)',
        'VITE_FIREBASE_APP_ID is missing (VITE_FIREBASE_MEASUREMENT_ID needs it)',
      ]);
    }
    // In Firestore mode the same variable is named once, as Firestore's.
    expect(
      problemsOf({ ...live, VITE_FIREBASE_API_KEY: '', VITE_FIREBASE_MEASUREMENT_ID: 'G-ABC123' }),
    ).toEqual(['VITE_FIREBASE_API_KEY is missing']);
  });
});
