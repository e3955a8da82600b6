import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { PROJECTS_COLLECTION } from '../../src/features/projects/firestore-paths';
import { ROOT } from '../../tooling/paths';
import { fixturePublicDir, tempDataFiles } from './fixtures';

/**
 * Google's Firestore emulator, as `npm run emulators` starts it (FIRESTORE_EMULATOR_HOST),
 * or undefined when none runs: the integration tests then skip, and the runner has said why.
 */
export const EMULATOR_HOST = process.env.FIRESTORE_EMULATOR_HOST || undefined;

type TestFirestore = {
  /** An admin client for `projectId` on the emulator; closed by stop(). */
  admin(projectId: string): Firestore;
  stop(): Promise<void>;
};

function emulatorFirestore(host: string): TestFirestore {
  // Admin clients here and in the seed's child processes need no credentials; stop Google's
  // auth library probing the cloud metadata server (a link-local address) for some.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const apps: App[] = [];
  return {
    admin(projectId) {
      const app = initializeApp({ projectId }, `test-${randomUUID()}`);
      apps.push(app);
      const db = getFirestore(app);
      // ssl: false is how the admin SDK recognises an emulator (it then sends an owner token).
      db.settings({ host, ssl: false });
      return db;
    },
    async stop() {
      await Promise.all(apps.map((app) => deleteApp(app)));
    },
  };
}

/** A fresh demo project id, so tests sharing one emulator never see each other's data. */
export function demoProjectId(): string {
  return `demo-test-${randomUUID().slice(0, 8)}`;
}

/**
 * The set-up every emulator test file shares; call it at the file's top level. Admin clients
 * open before its tests and close after them, and its temporary data files are removed.
 */
export function emulatorSuite() {
  let firestore: TestFirestore | undefined;
  const files = tempDataFiles();
  beforeAll(() => {
    if (EMULATOR_HOST) firestore = emulatorFirestore(EMULATOR_HOST);
  });
  afterAll(async () => {
    await firestore?.stop();
    files.cleanup();
  });
  const admin = (projectId: string): Firestore => {
    if (!firestore)
      throw new Error('No Firestore emulator: run the tests with npm run test:emulator');
    return firestore.admin(projectId);
  };
  return {
    files,
    admin,
    /**
     * A fresh project on the shared emulator (a new demo- one unless named): its admin client,
     * and the environment that points a command at it.
     */
    project(projectId: string = demoProjectId()) {
      return {
        projectId,
        db: admin(projectId),
        env: { FIRESTORE_EMULATOR_HOST: EMULATOR_HOST, GCLOUD_PROJECT: projectId },
      };
    },
  };
}

/** Every document's last write time in some collections: what writesSince compares with. */
type WriteMark = {
  db: Firestore;
  collections: readonly string[];
  times: Map<string, string>;
};

/** Marks now, to count with writesSince what a run wrote; by default, to the projects. */
export async function writeMark(
  db: Firestore,
  collections: readonly string[] = [PROJECTS_COLLECTION],
): Promise<WriteMark> {
  return { db, collections, times: await writeTimes(db, collections) };
}

/** Documents created, rewritten or deleted since the mark. */
export async function writesSince({ db, collections, times: before }: WriteMark): Promise<number> {
  const after = await writeTimes(db, collections);
  let writes = 0;
  for (const [id, time] of after) if (before.get(id) !== time) writes += 1;
  for (const id of before.keys()) if (!after.has(id)) writes += 1;
  return writes;
}

async function writeTimes(
  db: Firestore,
  collections: readonly string[],
): Promise<Map<string, string>> {
  const times = new Map<string, string>();
  for (const collection of collections) {
    for (const doc of (await db.collection(collection).get()).docs) {
      const { updateTime } = doc;
      times.set(
        `${collection}/${doc.id}`,
        updateTime.toDate().toISOString() + updateTime.nanoseconds,
      );
    }
  }
  return times;
}

type RunResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the seed command as a real child process: what `npx tsx seed/seed.ts ...args` runs,
 * as one Node process without npm's start-up.
 */
export function runSeedCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<RunResult> {
  return runCli('seed/seed.ts', args, env);
}

/** `npm run pull -- ...args`, as runSeedCli runs the seed. */
export function runPullCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<RunResult> {
  return runCli('seed/pull.ts', args, env);
}

function runCli(
  script: string,
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<RunResult> {
  // The fixtures' photos live in a test public folder unless a test names its own.
  const photos = args.includes('--public') ? [] : ['--public', fixturePublicDir()];
  return runNodeScript(script, [...args, ...photos], env);
}

/** A repository script as one Node process, its output collected; `cwd`: another copy's. */
export function runNodeScript(
  script: string,
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string = ROOT,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
