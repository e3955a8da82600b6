import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { scaledTimeout } from '../../../../../tests/support/host-speed';
import {
  EMULATOR_HOST,
  demoProjectId,
  emulatorSuite,
} from '../../../../../tests/support/firestore-emulator';
import { generatedProject, readFixture } from '../../../../../tests/support/project-fixtures';
import { freePort } from '../../../../../tests/support/free-port';
import { withFallback } from '../fallback-source';
import { PROJECTS_COLLECTION } from '../../firestore-paths';
import { createFirestoreSource } from '../firestore-source';
import type { ProjectSource } from '../project-source';
import { createProjectsStore, type ProjectsState } from '../projects-store';

// The Firestore source as the browser runs it — the lite SDK over REST — against Google's
// Firestore emulator (`npm run test:emulator`); without one, those tests skip.

const emulator = emulatorSuite();
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const emulatorPort = () => Number(EMULATOR_HOST?.split(':').pop());

/** The browser's (lite) Firestore for one project on the emulator, or on another port. */
function webFirestore(projectId: string, port = emulatorPort()) {
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, `web-${projectId}-${port}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', port);
  cleanups.push(async () => {
    await terminate(db);
    await deleteApp(app);
  });
  return db;
}

async function seedDocuments(projectId: string, records: readonly Record<string, unknown>[]) {
  const admin = emulator.admin(projectId);
  const batch = admin.batch();
  for (const record of records) {
    batch.set(admin.collection(PROJECTS_COLLECTION).doc(String(record.id)), record);
  }
  await batch.commit();
}

function settled(store: ReturnType<typeof createProjectsStore>): Promise<ProjectsState> {
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      unsubscribe();
      resolve(store.getState());
    });
    store.load();
  });
}

const dataFile = (records: unknown[]): ProjectSource => ({
  name: 'data file',
  fetchRecords: vi.fn(async () => records),
});

/** A bound on a hung emulator round trip, not a speed: longer on a slower or busier host. */
const TIMEOUT = scaledTimeout(20_000);

describe.skipIf(!EMULATOR_HOST)('Firestore project source', { timeout: TIMEOUT }, () => {
  it('reads the projects collection in one query, ordered by sort, ids from documents', async () => {
    const projectId = demoProjectId();
    const records = readFixture(); // sorts 2, 1, 3 in file order
    await seedDocuments(projectId, records);

    const source = createFirestoreSource(() => webFirestore(projectId));
    const fetched = await source.fetchRecords();

    expect(fetched.map((record) => (record as { id: string }).id)).toEqual([
      'oak-avenue',
      'maple-street',
      'elm-court',
    ]);
    expect(fetched[0]).toEqual(records.find(({ id }) => id === 'oak-avenue'));
  });

  it('feeds the store, which validates documents with the app schema and skips bad ones', async () => {
    const projectId = demoProjectId();
    await seedDocuments(projectId, [
      generatedProject(2),
      { ...generatedProject(1), beds: 'three' },
      generatedProject(3),
    ]);
    const log = { warn: vi.fn(), error: vi.fn() };
    const source = createFirestoreSource(() => webFirestore(projectId));

    const state = await settled(createProjectsStore(async () => source, log));

    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.projects.map(({ id }) => id)).toEqual(['project-00002', 'project-00003']);
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('record #0 "project-00001": field "beds" must be a number'),
    );
    expect(log.error).not.toHaveBeenCalled();
  });

  it('falls back to the data file, saying why, when the collection is empty', async () => {
    const projectId = demoProjectId();
    const log = { error: vi.fn() };
    const fallback = dataFile([generatedProject(1)]);
    const source = withFallback(
      createFirestoreSource(() => webFirestore(projectId)),
      fallback,
      { log },
    );

    expect(await source.fetchRecords()).toEqual([generatedProject(1)]);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('serving the data file instead'),
      expect.objectContaining({ message: expect.stringContaining('has no documents') }),
    );
  });
});

describe('Firestore project source without Firestore', () => {
  it('falls back to the data file when Firestore cannot be reached', async () => {
    const projectId = demoProjectId();
    const log = { error: vi.fn() };
    const port = await freePort(); // nobody listens there

    const source = withFallback(
      createFirestoreSource(() => webFirestore(projectId, port)),
      dataFile([generatedProject(7)]),
      { log, timeoutMs: 1_500 },
    );

    expect(await source.fetchRecords()).toEqual([generatedProject(7)]);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('Could not read projects from the Firestore "projects" collection'),
      expect.anything(),
    );
  });

  it('falls back to the data file when Firestore cannot be initialised', async () => {
    const log = { error: vi.fn() };
    const source = withFallback(
      createFirestoreSource(() => {
        throw new Error('bad config');
      }),
      dataFile([generatedProject(3)]),
      { log },
    );

    expect(await source.fetchRecords()).toEqual([generatedProject(3)]);
    expect(log.error).toHaveBeenCalledWith(expect.any(String), new Error('bad config'));
  });
});
