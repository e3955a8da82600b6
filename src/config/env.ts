import { isDemoProjectId } from './demo-project';

/**
 * Build-time configuration from `VITE_*` variables (see `.env.example`), checked
 * once. Nothing here imports Firebase, so reading it costs a JSON build nothing.
 *
 * Elsewhere a variable is read as it is only where the build's dead-code removal needs to see
 * `import.meta.env.VITE_…` itself, which Vite replaces with its value: `VITE_DATA_SOURCE` in
 * select-source.ts (no Firestore code in a JSON build), `VITE_FIREBASE_MEASUREMENT_ID` in
 * analytics.ts and analytics-events.ts (no analytics code in a build without an id). Only this
 * module checks them.
 */

/** The Firebase web app configuration (spec §7). */
type FirebaseConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  /** Analytics starts only when this is set (`AppEnv`'s `analytics`). */
  measurementId: string | undefined;
};

/**
 * What Firebase Analytics needs, in either data mode: the measurement id, and the parts of the
 * web configuration it fetches its settings and its installation id with.
 */
type AnalyticsConfig = Partial<Omit<FirebaseConfig, 'measurementId'>> &
  Pick<FirebaseConfig, 'apiKey' | 'projectId' | 'appId'> & { measurementId: string };

export type FirestoreEnv = {
  firebase: FirebaseConfig;
  /** `host:port` of a local emulator; when set, the project id is a `demo-` one. */
  emulatorHost: string | undefined;
};

type AppEnv = ({ dataSource: 'json' } | ({ dataSource: 'firestore' } & FirestoreEnv)) & {
  /**
   * Set when `VITE_FIREBASE_MEASUREMENT_ID` is, whatever the data source; undefined without it,
   * or against a local emulator.
   */
  analytics: AnalyticsConfig | undefined;
};

/** Every problem with the configuration at once, so one fix-and-rebuild is enough. */
export class EnvError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid site configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

const FIREBASE_VARIABLES = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const satisfies Record<Exclude<keyof FirebaseConfig, 'measurementId'>, string>;

const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9A-Fa-f:]+\]:\d{1,5}$/;

const ANALYTICS_NEEDS = ['apiKey', 'projectId', 'appId'] as const;

type Variables = Readonly<Record<string, unknown>>;

/** A variable's value, trimmed; unset or blank is undefined. */
function reader(vars: Variables): (name: string) => string | undefined {
  return (name) => {
    const value = vars[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
}

/**
 * Reads the variables, the data source's and analytics' alike; throws an {@link EnvError}
 * listing everything wrong, so a configuration with any problem starts no Firebase at all.
 */
export function parseEnv(vars: Variables): AppEnv {
  const read = reader(vars);
  const config: Partial<Record<keyof typeof FIREBASE_VARIABLES, string>> = {};
  for (const [field, name] of Object.entries(FIREBASE_VARIABLES)) {
    const value = read(name);
    if (value !== undefined) config[field as keyof typeof FIREBASE_VARIABLES] = value;
  }
  const emulatorHost = read('VITE_FIRESTORE_EMULATOR_HOST');
  // Analytics never runs against the emulator.
  const measurementId = emulatorHost ? undefined : read('VITE_FIREBASE_MEASUREMENT_ID');
  const analytics =
    measurementId === undefined ? undefined : ({ ...config, measurementId } as AnalyticsConfig);

  // Matched exactly, as the source selector matches it when the build is made.
  const dataSource = vars.VITE_DATA_SOURCE ?? 'json';
  if (dataSource === 'json' || dataSource === '') {
    const missing = analytics ? ANALYTICS_NEEDS.filter((field) => config[field] === undefined) : [];
    if (missing.length > 0) {
      throw new EnvError(
        missing.map(
          (field) =>
            `${FIREBASE_VARIABLES[field]} is missing (VITE_FIREBASE_MEASUREMENT_ID needs it)`,
        ),
      );
    }
    return { dataSource: 'json', analytics };
  }
  if (dataSource !== 'firestore') {
    throw new EnvError([
      `VITE_DATA_SOURCE must be "json" or "firestore", not "${String(dataSource)}"`,
    ]);
  }

  // Firestore needs every variable analytics needs, and more.
  const problems = Object.entries(FIREBASE_VARIABLES)
    .filter(([field]) => config[field as keyof typeof FIREBASE_VARIABLES] === undefined)
    .map(([, name]) => `${name} is missing`);
  if (emulatorHost !== undefined) {
    if (!HOST_PORT.test(emulatorHost)) {
      problems.push(`VITE_FIRESTORE_EMULATOR_HOST must be host:port, not "${emulatorHost}"`);
    }
    // A demo- project cannot exist in the cloud, so a local session never touches live data.
    if (config.projectId !== undefined && !isDemoProjectId(config.projectId)) {
      problems.push(
        `${FIREBASE_VARIABLES.projectId} must start with "demo-" when VITE_FIRESTORE_EMULATOR_HOST is set, not "${config.projectId}"`,
      );
    }
  }
  if (problems.length > 0) throw new EnvError(problems);

  return {
    dataSource,
    emulatorHost,
    firebase: { ...(config as Record<keyof typeof FIREBASE_VARIABLES, string>), measurementId },
    analytics,
  };
}

let parsed: { env: AppEnv } | { error: unknown } | undefined;

/** The site's configuration, validated on first use; throws the same error every time. */
export function getEnv(): AppEnv {
  if (parsed === undefined) {
    try {
      parsed = { env: parseEnv(import.meta.env) };
    } catch (error) {
      parsed = { error };
    }
  }
  if ('error' in parsed) throw parsed.error;
  return parsed.env;
}
