import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { scaledTimeout } from '../support/host-speed';
import { EMULATOR_HOST, demoProjectId, emulatorSuite } from '../support/firestore-emulator';
import { generatedProject, readRecords } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { billedReads } from '../support/firestore-reads';
import { withFallback } from '../../src/features/projects/data/fallback-source';
import { PROJECTS_COLLECTION } from '../../src/features/projects/firestore-paths';
import { createFirestoreSource } from '../../src/features/projects/data/firestore-source';
import type { PortfolioSource } from '../../src/features/projects/portfolio-source';
import { DEMO_FIREBASE_VARIABLES } from '../../src/config/demo-project';

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
  const app = initializeApp(
    { projectId, apiKey: DEMO_FIREBASE_VARIABLES.VITE_FIREBASE_API_KEY },
    `web-${projectId}-${port}`,
  );
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

/** Counts the document reads Firestore bills for what the SDK asked of the emulator. */
function countReads() {
  let reads = 0;
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/:runQuery|:batchGet/.test(url)) {
      // Read first, then add: `reads +=` around an await would add to the count from before it.
      const read = billedReads(url, await response.clone().json());
      reads += read;
    }
    return response;
  });
  return {
    count: () => reads,
    restore: () => spy.mockRestore(),
  };
}

const dataFile = (projects: unknown[]): PortfolioSource => ({
  name: 'data file',
  home: vi.fn(async () => ({ projects: [] })),
  list: vi.fn(async () => ({ projects: projects as never[], total: projects.length, tally: {} })),
  project: vi.fn(async () => undefined),
});

/** A bound on a hung emulator round trip, not a speed: longer on a slower or busier host. */
const TIMEOUT = scaledTimeout(20_000);

describe.skipIf(!EMULATOR_HOST)('Firestore project source', { timeout: TIMEOUT }, () => {
  it('reads a project page with one document read: its own', async () => {
    const projectId = demoProjectId();
    const records = readRecords();
    await seedDocuments(projectId, records);
    const reads = countReads();

    const source = createFirestoreSource(() => webFirestore(projectId));
    const project = await source.project('maple-street');

    expect(project?.id).toBe('maple-street');
    expect(project?.address).toEqual(records.find(({ id }) => id === 'maple-street')?.address);
    expect(reads.count()).toBe(1);
    // The same page again in the visit reads nothing more.
    await source.project('maple-street');
    expect(reads.count()).toBe(1);
    reads.restore();
  });

  it('reads two documents for a project that is not there: is it gone, or was nothing seeded?', async () => {
    const projectId = demoProjectId();
    await seedDocuments(projectId, readRecords());
    const reads = countReads();

    const source = createFirestoreSource(() => webFirestore(projectId));
    expect(await source.project('sold-and-gone')).toBeUndefined();
    expect(reads.count()).toBe(2);
    reads.restore();

    // With no documents at all, the store was never seeded: an error, so the data file serves.
    const empty = createFirestoreSource(() => webFirestore(demoProjectId()));
    await expect(empty.project('maple-street')).rejects.toThrow('has no documents');
  });

  it("reads home's three cards only, in list order", async () => {
    const projectId = demoProjectId();
    await seedDocuments(projectId, [5, 2, 4, 1, 3].map(generatedProject));
    const reads = countReads();

    const { projects } = await createFirestoreSource(() => webFirestore(projectId)).home();

    expect(projects.map(({ id }) => id)).toEqual([
      'project-00001',
      'project-00002',
      'project-00003',
    ]);
    // Summaries: what a card shows, not every photo.
    expect(projects[0]).not.toHaveProperty('images');
    expect(projects[0]).toHaveProperty('cover.url', '/assets/images/generated/main.jpg');
    expect(reads.count()).toBe(3);
    reads.restore();
  });

  it('reads the whole collection once for the list, ordered by sort, and serves every page from it', async () => {
    const projectId = demoProjectId();
    const records = readRecords(); // sorts 2, 1, 3 in file order
    await seedDocuments(projectId, records);
    const reads = countReads();

    const source = createFirestoreSource(() => webFirestore(projectId));
    const list = await source.list();

    expect(list.projects.map(({ id }) => id)).toEqual(['oak-avenue', 'maple-street', 'elm-court']);
    expect(list.total).toBe(3);
    expect(reads.count()).toBe(3);
    await source.list();
    await source.home();
    await source.project('elm-court');
    expect(reads.count()).toBe(3);
    reads.restore();
  });

  it('checks documents with the app schema, skipping and naming bad ones', async () => {
    const projectId = demoProjectId();
    await seedDocuments(projectId, [
      generatedProject(2),
      { ...generatedProject(1), beds: 'three' },
      generatedProject(3),
    ]);
    const log = { warn: vi.fn() };
    const source = createFirestoreSource(() => webFirestore(projectId), undefined, log);

    const list = await source.list();

    expect(list.projects.map(({ id }) => id)).toEqual(['project-00002', 'project-00003']);
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('record #0 "project-00001": field "beds" must be a number'),
    );
    expect(await source.project('project-00001')).toBeUndefined();
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

    expect((await source.list()).projects).toEqual([generatedProject(1)]);
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

    expect((await source.list()).projects).toEqual([generatedProject(7)]);
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

    expect((await source.list()).projects).toEqual([generatedProject(3)]);
    expect(log.error).toHaveBeenCalledWith(expect.any(String), new Error('bad config'));
  });
});
