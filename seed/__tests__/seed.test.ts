// @vitest-environment node
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTS_COLLECTION } from '../../src/features/projects/data/firestore-paths';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import { toDocumentData } from '../seed-plan';
import {
  EMULATOR_HOST,
  demoProjectId,
  emulatorFirestore,
  runSeedCli,
  writeTimes,
  writesBetween,
  type TestFirestore,
} from './support/firestore-emulator';
import {
  INVALID_FILE,
  VALID_FILE,
  generatedProject,
  readFixture,
  tempDataFiles,
} from './support/project-fixtures';

// The seed command as a real child process against Google's Firestore emulator, started by
// `npm run test:emulator` (scripts/emulators.ts). Without one these tests skip; the runner
// has said so in one loud line, and fails instead in CI.

let firestore: TestFirestore;
const files = tempDataFiles();

beforeAll(() => {
  if (EMULATOR_HOST) firestore = emulatorFirestore(EMULATOR_HOST);
});

afterAll(async () => {
  await firestore?.stop();
  files.cleanup();
});

/** A fresh project on the shared server, and a way to seed it. */
function freshProject() {
  const projectId = demoProjectId();
  const db = firestore.admin(projectId);
  return {
    db,
    seed: (...args: string[]) =>
      runSeedCli(args, { FIRESTORE_EMULATOR_HOST: EMULATOR_HOST, GCLOUD_PROJECT: projectId }),
  };
}

async function documents(db: Firestore): Promise<Map<string, Record<string, unknown>>> {
  const snapshot = await db.collection(PROJECTS_COLLECTION).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

/** What the seed should have written for these records. */
function expectedDocuments(records: readonly unknown[]) {
  const { projects, problems } = parseProjectRecords(records);
  expect(problems).toEqual([]);
  return new Map(projects.map((project) => [project.id, toDocumentData(project)]));
}

describe.skipIf(!EMULATOR_HOST)('npm run seed', { timeout: 60_000 }, () => {
  it('mirrors the file on the first run, then changes nothing on the second', async () => {
    const { db, seed } = freshProject();

    const before = await writeTimes(db, PROJECTS_COLLECTION);
    const first = await seed('--file', VALID_FILE);
    expect(first.stderr).not.toMatch(/problem|failed/i);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Read 3 projects');
    expect(first.stdout).toContain('Plan: 3 to add, 0 to update, 0 unchanged');
    expect(first.stdout).toMatch(/\+ add\s+oak-avenue/);
    expect(first.stdout).toContain('Done: 3 added, 0 updated, 0 unchanged.');
    expect(writesBetween(before, await writeTimes(db, PROJECTS_COLLECTION))).toBe(3);
    expect(await documents(db)).toEqual(expectedDocuments(readFixture()));

    const again = await writeTimes(db, PROJECTS_COLLECTION);
    const second = await seed('--file', VALID_FILE);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Plan: 0 to add, 0 to update, 3 unchanged');
    expect(second.stdout).toContain('Nothing to write.');
    expect(writesBetween(again, await writeTimes(db, PROJECTS_COLLECTION))).toBe(0);
  });

  it('rewrites only changed documents, including ones edited in Firestore by hand', async () => {
    const { db, seed } = freshProject();
    expect((await seed('--file', VALID_FILE)).code).toBe(0);

    const records = readFixture().map((record) =>
      record.id === 'maple-street'
        ? { ...record, beds: 5, is_sold: false, year_sold: undefined }
        : record,
    );
    const changed = files.write(records);
    await db.collection(PROJECTS_COLLECTION).doc('elm-court').update({ beds: 9, extra: 'x' });

    const before = await writeTimes(db, PROJECTS_COLLECTION);
    const result = await seed('--file', changed);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Plan: 0 to add, 2 to update, 1 unchanged');
    expect(result.stdout).toMatch(/~ update\s+maple-street/);
    expect(result.stdout).toMatch(/~ update\s+elm-court/);
    expect(writesBetween(before, await writeTimes(db, PROJECTS_COLLECTION))).toBe(2);
    const stored = await documents(db);
    expect(stored).toEqual(expectedDocuments(records));
    expect(stored.get('maple-street')).not.toHaveProperty('year_sold');
  });

  it('keeps documents missing from the file unless --prune, which removes them', async () => {
    const { db, seed } = freshProject();
    expect((await seed('--file', VALID_FILE)).code).toBe(0);
    await db.collection(PROJECTS_COLLECTION).doc('stray').set({ id: 'stray', sort: 9 });
    const twoProjects = files.write(readFixture().filter(({ id }) => id !== 'elm-court'));

    const kept = await seed('--file', twoProjects);
    expect(kept.code).toBe(0);
    expect(kept.stdout).toContain('2 not in the file (kept; --prune removes them)');
    expect([...(await documents(db)).keys()].sort()).toEqual(
      ['elm-court', 'maple-street', 'oak-avenue', 'stray'].sort(),
    );

    const before = await writeTimes(db, PROJECTS_COLLECTION);
    const pruned = await seed('--file', twoProjects, '--prune');
    expect(pruned.code).toBe(0);
    expect(pruned.stdout).toContain('Plan: 0 to add, 0 to update, 2 unchanged, 2 to remove.');
    expect(pruned.stdout).toMatch(/- remove\s+elm-court/);
    expect(pruned.stdout).toMatch(/- remove\s+stray/);
    expect(pruned.stdout).toContain('Done: 0 added, 0 updated, 2 unchanged, 2 removed.');
    expect(writesBetween(before, await writeTimes(db, PROJECTS_COLLECTION))).toBe(2);
    expect(await documents(db)).toEqual(
      expectedDocuments(readFixture().filter(({ id }) => id !== 'elm-court')),
    );
  });

  it('prints the plan and writes nothing with --dry-run', async () => {
    const { db, seed } = freshProject();
    await db.collection(PROJECTS_COLLECTION).doc('stray').set({ id: 'stray', sort: 9 });

    const before = await writeTimes(db, PROJECTS_COLLECTION);
    const result = await seed('--file', VALID_FILE, '--dry-run', '--prune');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Plan: 3 to add, 0 to update, 0 unchanged, 1 to remove.');
    expect(result.stdout).toContain('Dry run: nothing was written.');
    expect(writesBetween(before, await writeTimes(db, PROJECTS_COLLECTION))).toBe(0);
    expect([...(await documents(db)).keys()]).toEqual(['stray']);
  });

  it('rejects a file with invalid records: every problem printed, nothing written', async () => {
    const { db, seed } = freshProject();

    const before = await writeTimes(db, PROJECTS_COLLECTION);
    const result = await seed('--file', INVALID_FILE);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('has 6 problems; nothing was written.');
    for (const line of [
      'record #1 "bad-beds": field "beds" must be a number of bedrooms',
      'record #1 "bad-beds": field "images.0.before_url" must be a root-relative path or an https URL',
      'record #2 (no id): field "id" must be a string',
      'record #3 "sold-without-year": field "post" must be an absolute http(s) URL',
      'record #3 "sold-without-year": field "images.0.url" must be a root-relative path or an https URL',
      'record #3 "sold-without-year": field "year_sold" is required when is_sold is true',
    ]) {
      expect(result.stderr).toContain(line);
    }
    expect(result.stdout).not.toContain('Plan:');
    expect(writesBetween(before, await writeTimes(db, PROJECTS_COLLECTION))).toBe(0);
    expect((await documents(db)).size).toBe(0);
  });

  it('refuses the whole file when a record names a photo the site does not serve', async () => {
    const { db, seed } = freshProject();
    const [maple, oak, ...rest] = readFixture();
    if (!maple || !oak) throw new Error('fixture needs two projects');
    const withPhoto = (record: typeof maple, url: string, beforeUrl?: string) => ({
      ...record,
      images: [...(record.images as unknown[]), { url, kitchen: true, before_url: beforeUrl }],
    });
    const file = files.write([
      withPhoto(
        maple,
        '/assets/images/maple-street/deleted.jpg',
        '/assets/images/maple-street/kitchen-gone.jpg',
      ),
      withPhoto(oak, '/assets/images/oak-avenue/IMG_0001.HEIC'),
      ...rest,
    ]);

    const before = await writeTimes(db, PROJECTS_COLLECTION);
    const result = await seed('--file', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('has 3 problems; nothing was written.');
    expect(result.stderr).toMatch(
      new RegExp(
        `record #0 "${maple.id}": field "images\\.\\d+\\.before_url" /assets/images/maple-street/kitchen-gone\\.jpg names a photo that does not exist`,
      ),
    );
    expect(result.stderr).toMatch(
      new RegExp(
        `record #0 "${maple.id}": field "images\\.\\d+\\.url" /assets/images/maple-street/deleted\\.jpg names a photo that does not exist`,
      ),
    );
    expect(result.stderr).toMatch(
      new RegExp(
        `record #1 "${oak.id}": field "images\\.\\d+\\.url" /assets/images/oak-avenue/IMG_0001\\.HEIC is not a photo file`,
      ),
    );
    expect(writesBetween(before, await writeTimes(db, PROJECTS_COLLECTION))).toBe(0);
    expect((await documents(db)).size).toBe(0);
  });

  it('seeds 3,000 projects in batches of at most 500, then finds them all unchanged', async () => {
    const { db, seed } = freshProject();
    const records = Array.from({ length: 3000 }, (_, n) => generatedProject(n + 1));
    const large = files.write(records);

    const before = await writeTimes(db, PROJECTS_COLLECTION);
    const first = await seed('--file', large);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Plan: 3000 to add');
    expect(first.stdout).toContain('+ add    … and 2980 more');
    expect(first.stdout).toContain('batch 1/6: 500/3000 writes committed');
    expect(first.stdout).toContain('batch 6/6: 3000/3000 writes committed');
    expect(writesBetween(before, await writeTimes(db, PROJECTS_COLLECTION))).toBe(3000);
    expect(await documents(db)).toEqual(expectedDocuments(records));

    const again = await writeTimes(db, PROJECTS_COLLECTION);
    const second = await seed('--file', large);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Plan: 0 to add, 0 to update, 3000 unchanged');
    expect(writesBetween(again, await writeTimes(db, PROJECTS_COLLECTION))).toBe(0);
  }, 90_000);
});
