import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { scaledTimeout } from '../../tests/support/host-speed';
import {
  PROJECTS_COLLECTION,
  SEED_BASE_COLLECTION,
} from '../../src/features/projects/firestore-paths';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import { toDocumentData } from '../documents';
import { runSeed } from '../seed-command';
import {
  EMULATOR_HOST,
  emulatorSuite,
  runSeedCli,
  writeMark,
  writesSince,
} from '../../tests/support/firestore-emulator';
import {
  INVALID_FILE,
  VALID_FILE,
  fixturePublicDir,
  generatedProject,
  readRecords,
} from '../../tests/support/fixtures';

// The seed command as a real child process against Google's Firestore emulator, started by
// `npm run test:emulator` (tests/support/emulators.ts). Without one these tests skip; the runner
// has said so in one loud line, and fails instead in CI.

const emulator = emulatorSuite();
const { files } = emulator;

/** A fresh project on the shared server, and a way to seed it. */
function freshProject() {
  const { db, projectId, env } = emulator.project();
  return { db, projectId, seed: (...args: string[]) => runSeedCli(args, env) };
}

/** A mark of the projects and their bases, to prove a refusal wrote nothing. */
function markAllWrites(db: Firestore) {
  return writeMark(db, [PROJECTS_COLLECTION, SEED_BASE_COLLECTION]);
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

/** A bound on a hung emulator round trip, not a speed: longer on a slower or busier host. */
const TIMEOUT = scaledTimeout(60_000);

describe.skipIf(!EMULATOR_HOST)('npm run seed', { timeout: TIMEOUT }, () => {
  it('mirrors the file on the first run, then changes nothing on the second', async () => {
    const { db, seed } = freshProject();

    const before = await writeMark(db);
    const first = await seed('--file', VALID_FILE);
    expect(first.stderr).not.toMatch(/problem|failed/i);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Read 3 projects');
    expect(first.stdout).toContain('Plan: 3 to add, 0 to update, 0 unchanged');
    expect(first.stdout).toMatch(/\+ add\s+oak-avenue/);
    expect(first.stdout).toContain('Done: 3 added, 0 updated, 0 unchanged.');
    expect(await writesSince(before)).toBe(3);
    expect(await documents(db)).toEqual(expectedDocuments(readRecords()));

    const again = await writeMark(db);
    const second = await seed('--file', VALID_FILE);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Plan: 0 to add, 0 to update, 3 unchanged');
    expect(second.stdout).toContain('Nothing to write.');
    expect(await writesSince(again)).toBe(0);
  });

  it('rewrites only documents the file changed, and prints each update field by field', async () => {
    const { db, seed } = freshProject();
    expect((await seed('--file', VALID_FILE)).code).toBe(0);

    const records = readRecords().map((record) =>
      record.id === 'maple-street'
        ? { ...record, beds: 5, is_sold: false, year_sold: undefined }
        : record,
    );
    const changed = files.write(records);

    const before = await writeMark(db);
    const result = await seed('--file', changed);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Plan: 0 to add, 1 to update, 2 unchanged');
    expect(result.stdout).toMatch(
      /~ update maple-street\n\s+beds: 3 → 5\n\s+is_sold: true → false\n\s+year_sold: 2022 → absent\n/,
    );
    expect(await writesSince(before)).toBe(1);
    const stored = await documents(db);
    expect(stored).toEqual(expectedDocuments(records));
    expect(stored.get('maple-street')).not.toHaveProperty('year_sold');
  });

  it('refuses to undo a change made in Firestore: every conflict printed, nothing written', async () => {
    const { db, seed } = freshProject();
    expect((await seed('--file', VALID_FILE)).code).toBe(0);
    // As the company would in the console: mark a sale, and add a project there.
    await db.collection(PROJECTS_COLLECTION).doc('maple-street').update({ year_sold: 2026 });
    await db
      .collection(PROJECTS_COLLECTION)
      .doc('console-added')
      .set({ id: 'console-added', sort: 9 });
    const edited = files.write(
      readRecords().map((record) => (record.id === 'elm-court' ? { ...record, beds: 3 } : record)),
    );

    for (const args of [[], ['--dry-run']]) {
      const before = await markAllWrites(db);
      const result = await seed('--file', edited, ...args);
      expect(result.code, args.join(' ')).toBe(3);
      expect(result.stdout).toContain(
        'maple-street: year_sold is 2022 in the file, 2026 in Firestore',
      );
      expect(result.stdout).toMatch(/~ update elm-court\n\s+beds: 2 → 3/);
      // Deletion follows the file, so a project created in the console blocks too.
      expect(result.stdout).toContain(
        'console-added: created in Firestore, not in the file: `npm run pull` adds it to the file',
      );
      expect(result.stdout).toContain('2 conflicts');
      expect(result.stderr).toContain('Nothing was written.');
      expect(result.stderr).toContain('npm run pull');
      expect(await writesSince(before)).toBe(0);
    }
    expect((await documents(db)).get('maple-street')).toMatchObject({ year_sold: 2026 });
    expect((await documents(db)).get('elm-court')).toMatchObject({ beds: 2 });
  });

  it('lets the file win with --overwrite, then remembers what it wrote', async () => {
    const { db, seed } = freshProject();
    expect((await seed('--file', VALID_FILE)).code).toBe(0);
    await db
      .collection(PROJECTS_COLLECTION)
      .doc('maple-street')
      .update({ year_sold: 2026, note: 'x' });
    await db
      .collection(PROJECTS_COLLECTION)
      .doc('console-added')
      .set({ id: 'console-added', sort: 9 });

    const result = await seed('--file', VALID_FILE, '--overwrite');
    expect(result.stdout).toContain('--overwrite: the file wins over 2 changes made in Firestore');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Done: 0 added, 1 updated, 2 unchanged, 1 removed.');
    expect(await documents(db)).toEqual(expectedDocuments(readRecords()));

    const again = await seed('--file', VALID_FILE);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Plan: 0 to add, 0 to update, 3 unchanged, 0 to remove.');
  });

  it('adopts a collection seeded before the seed kept a base: equal documents silently', async () => {
    const { db, seed } = freshProject();
    // As an older seed left it: the documents, and no base.
    const expected = expectedDocuments(readRecords());
    for (const [id, data] of expected) {
      await db
        .collection(PROJECTS_COLLECTION)
        .doc(id)
        .set(id === 'oak-avenue' ? { ...data, beds: 6 } : data);
    }

    const blocked = await seed('--file', VALID_FILE);
    expect(blocked.code).toBe(3);
    expect(blocked.stdout).toContain('oak-avenue: created in Firestore (never seeded)');
    expect(blocked.stdout).toContain('oak-avenue: beds is 4 in the file, 6 in Firestore');
    expect(blocked.stdout).not.toContain('maple-street:');

    await db
      .collection(PROJECTS_COLLECTION)
      .doc('oak-avenue')
      .set(expected.get('oak-avenue') ?? {});
    const before = await writeMark(db);
    const adopted = await seed('--file', VALID_FILE);
    expect(adopted.code).toBe(0);
    expect(adopted.stdout).toContain('Plan: 0 to add, 0 to update, 3 unchanged');
    expect(adopted.stdout).not.toContain('conflict');
    expect(await writesSince(before)).toBe(0);
    expect((await db.collection(SEED_BASE_COLLECTION).get()).size).toBe(3);
  });

  it('fails a write whose document changed between the read and the write', async () => {
    const { db, projectId } = freshProject();
    const lines: string[] = [];
    const output = {
      out: (line: string) => lines.push(line),
      err: (line: string) => lines.push(line),
    };
    // In this process, to run a callback between the read and the write; the same code as the CLI.
    const seedHere = (args: string[], beforeWrite?: () => Promise<void>) =>
      runSeed([...args, '--project', projectId, '--public', fixturePublicDir()], output, {
        beforeWrite,
      });
    expect(await seedHere(['--file', VALID_FILE])).toBe(0);
    const edited = files.write(
      readRecords().map((record) => (record.id === 'elm-court' ? { ...record, beds: 3 } : record)),
    );

    // The plan is made; then, before the seed writes, someone edits the same document.
    // Firestore itself refuses the write: it carries the update time the seed read.
    const code = await seedHere(['--file', edited], () =>
      db
        .collection(PROJECTS_COLLECTION)
        .doc('elm-court')
        .update({ beds: 8 })
        .then(() => undefined),
    );
    expect(code).toBe(3);
    expect(lines.join('\n')).toMatch(
      /Firestore changed while seeding: elm-court changed after the seed read it, so Firestore refused batch 1\/1/,
    );
    expect((await documents(db)).get('elm-court')).toMatchObject({ beds: 8 });
  });

  it('deletes a project that left the file, unchanged in Firestore since', async () => {
    const { db, seed } = freshProject();
    expect((await seed('--file', VALID_FILE)).code).toBe(0);
    const twoProjects = files.write(readRecords().filter(({ id }) => id !== 'elm-court'));

    const dry = await markAllWrites(db);
    const planned = await seed('--file', twoProjects, '--dry-run');
    expect(planned.code).toBe(0);
    expect(planned.stdout).toContain('Plan: 0 to add, 0 to update, 2 unchanged, 1 to remove.');
    expect(planned.stdout).toMatch(/- remove\s+elm-court/);
    expect(await writesSince(dry)).toBe(0);

    const before = await writeMark(db);
    const removed = await seed('--file', twoProjects);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('Done: 0 added, 0 updated, 2 unchanged, 1 removed.');
    expect(await writesSince(before)).toBe(1);
    expect(await documents(db)).toEqual(
      expectedDocuments(readRecords().filter(({ id }) => id !== 'elm-court')),
    );
    // Nothing is left to remove.
    const again = await seed('--file', twoProjects);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Plan: 0 to add, 0 to update, 2 unchanged, 0 to remove.');
  });

  it('keeps a project that left the file but was edited in Firestore: a conflict until --overwrite', async () => {
    const { db, seed } = freshProject();
    expect((await seed('--file', VALID_FILE)).code).toBe(0);
    await db.collection(PROJECTS_COLLECTION).doc('elm-court').update({ beds: 5 });
    const twoProjects = files.write(readRecords().filter(({ id }) => id !== 'elm-court'));

    for (const args of [[], ['--dry-run']]) {
      const before = await markAllWrites(db);
      const blocked = await seed('--file', twoProjects, ...args);
      expect(blocked.code).toBe(3);
      expect(blocked.stdout).toContain(
        'elm-court: removed from the file, but changed in Firestore since the last seed',
      );
      expect(blocked.stdout).toContain('beds was 2 when seeded, is 5 in Firestore');
      expect(await writesSince(before)).toBe(0);
    }
    expect((await documents(db)).get('elm-court')).toMatchObject({ beds: 5 });

    const forced = await seed('--file', twoProjects, '--overwrite');
    expect(forced.code).toBe(0);
    expect([...(await documents(db)).keys()].sort()).toEqual(['maple-street', 'oak-avenue']);
  });

  it('prints the plan, updates field by field, and writes nothing with --dry-run', async () => {
    const { db, seed } = freshProject();

    const before = await markAllWrites(db);
    const result = await seed('--file', VALID_FILE, '--dry-run');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Plan: 3 to add, 0 to update, 0 unchanged, 0 to remove.');
    expect(result.stdout).toContain('Dry run: nothing was written.');
    expect(await writesSince(before)).toBe(0);

    expect((await seed('--file', VALID_FILE)).code).toBe(0);
    const changed = files.write(
      readRecords().map((record) =>
        record.id === 'oak-avenue'
          ? {
              ...record,
              address: { address_line_1: '88 Oak Ave', city: 'Zionsville', state: 'IN' },
            }
          : record,
      ),
    );
    const again = await markAllWrites(db);
    const dry = await seed('--file', changed, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/~ update oak-avenue\n\s+address\.city: "Carmel" → "Zionsville"\n/);
    expect(await writesSince(again)).toBe(0);
  });

  it('rejects a file with invalid records: every problem printed, nothing written', async () => {
    const { db, seed } = freshProject();

    const before = await writeMark(db);
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
    expect(await writesSince(before)).toBe(0);
    expect((await documents(db)).size).toBe(0);
  });

  it('refuses the whole file when a record names a photo the site does not serve', async () => {
    const { db, seed } = freshProject();
    const [maple, oak, ...rest] = readRecords();
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

    const before = await writeMark(db);
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
    expect(await writesSince(before)).toBe(0);
    expect((await documents(db)).size).toBe(0);
  });

  it('seeds 3,000 projects in batches of at most 500 writes, then finds them all unchanged', async () => {
    const { db, seed } = freshProject();
    const records = Array.from({ length: 3000 }, (_, n) => generatedProject(n + 1));
    const large = files.write(records);

    const before = await writeMark(db);
    const first = await seed('--file', large);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Plan: 3000 to add');
    expect(first.stdout).toContain('+ add    … and 2980 more');
    // A project and its base go in one batch: 250 projects make 500 writes.
    expect(first.stdout).toContain('batch 1/12: 250/3000 projects written (500 operations)');
    expect(first.stdout).toContain('batch 12/12: 3000/3000 projects written (500 operations)');
    expect(await writesSince(before)).toBe(3000);
    expect(await documents(db)).toEqual(expectedDocuments(records));

    const again = await writeMark(db);
    const second = await seed('--file', large);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Plan: 0 to add, 0 to update, 3000 unchanged');
    expect(await writesSince(again)).toBe(0);
  }, 90_000);
});
