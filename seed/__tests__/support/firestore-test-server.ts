import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * An in-process Firestore speaking the real gRPC protocol (not the Java emulator:
 * no security rules, no REST). Child processes reach it through
 * FIRESTORE_EMULATOR_HOST. Because it runs on this process's event loop, children
 * must be started asynchronously; a synchronous spawn would stall it.
 */
export type TestFirestore = {
  /** `127.0.0.1:port`, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  port: number;
  /** Document writes the server has committed so far (sets and deletes). */
  writes(): number;
  /** An admin client for `projectId`; closed by stop(). */
  admin(projectId: string): Firestore;
  stop(): Promise<void>;
};

export async function startTestFirestore(): Promise<TestFirestore> {
  // Admin clients here and in the seed's child processes need no credentials; stop Google's
  // auth library probing the cloud metadata server (a link-local address) for some.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const port = await freePort();
  const server = new FirestoreServer();
  await server.start(port);
  const host = `127.0.0.1:${port}`;

  let writes = 0;
  const { state } = server;
  const commit = state.writeV1Document.bind(state);
  state.writeV1Document = (date, write) => {
    writes += 1;
    // Real Firestore replaces the whole document on a set without a field mask;
    // this server merges into it instead. Clear it first so stale fields vanish
    // as they would in production.
    if (write.has_update && !write.has_update_mask && !write.has_current_document) {
      const document = state.getDocument(write.update.name);
      if (document.metadata.hasExist) document.delete();
    }
    return commit(date, write);
  };

  const apps: App[] = [];
  return {
    host,
    port,
    writes: () => writes,
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
      server.stop();
    },
  };
}

/** A fresh demo project id, so tests sharing one server never see each other's data. */
export function demoProjectId(): string {
  return `demo-test-${randomUUID().slice(0, 8)}`;
}

export type RunResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the seed command as a real child process, asynchronously: what
 * `npx tsx seed/seed.ts ...args` runs, as one Node process without npm's start-up.
 */
export function runSeedCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'seed/seed.ts', ...args], {
      cwd: new URL('../../..', import.meta.url),
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
