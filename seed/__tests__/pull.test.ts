import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scaledTimeout } from '../../tests/support/host-speed';
import { formatDataFile } from '../../src/features/projects/data-file';
import { PROJECTS_COLLECTION } from '../../src/features/projects/firestore-paths';
import {
  EMULATOR_HOST,
  emulatorSuite,
  runPullCli,
  runSeedCli,
} from '../../tests/support/firestore-emulator';
import { fixturePublicDir, readRecords } from '../../tests/support/fixtures';
import { cameraPhoto } from '../../tooling/camera-photo';

// `npm run pull` as a real child process against Google's Firestore emulator (see
// seed.test.ts), on a copy of the fixture file laid out as add-project writes it.

const emulator = emulatorSuite();

type ProjectRecord = ReturnType<typeof readRecords>[number];

/** A fresh project seeded from its own data file, and the commands to run against both. */
async function seededProject(records: ProjectRecord[] = readRecords()) {
  const { db, env } = emulator.project();
  const file = emulator.files.write([]);
  writeFileSync(file, formatDataFile({ projects: records }));
  const seed = (...args: string[]) => runSeedCli(['--file', file, ...args], env);
  const pull = (...args: string[]) => runPullCli(['--file', file, ...args], env);
  expect((await seed()).code).toBe(0);
  const projects = db.collection(PROJECTS_COLLECTION);
  return { db, projects, file, seed, pull, text: () => readFileSync(file, 'utf8') };
}

const consoleAdded = {
  id: 'console-added',
  sort: 9,
  beds: 2,
  baths: 1,
  sq_footage: 900,
  address: { address_line_1: '9 New St', city: 'Indianapolis', state: 'IN' },
  post: 'https://example.com/listings/console-added',
  images: [{ url: '/assets/images/console-added/front.jpg', main: true }],
};

/** A bound on a hung emulator round trip, not a speed: longer on a slower or busier host. */
const TIMEOUT = scaledTimeout(60_000);

describe.skipIf(!EMULATOR_HOST)('npm run pull', { timeout: TIMEOUT }, () => {
  it('brings console edits into the file, touching only their records; then seed and pull find nothing to do', async () => {
    const { projects, seed, pull, text } = await seededProject();
    const before = text();
    await projects.doc('maple-street').update({ year_sold: 2026 });
    // Made in the console: flags with defaults left out, a photo not yet in public/.
    await projects.doc('console-added').set(consoleAdded);

    const pulled = await pull();
    expect(pulled.stderr).toMatch(
      /! record #3 "console-added": field "images\.0\.url" \/assets\/images\/console-added\/front\.jpg names a photo that does not exist/,
    );
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).toContain('Pull: 1 added, 1 changed, 0 removed, 2 unchanged');
    expect(pulled.stdout).toMatch(/~ change maple-street\n\s+year_sold: 2022 → 2026\n/);
    expect(pulled.stdout).toContain('+ add    console-added (created in Firestore)');

    // The diff is one changed line and one new record at the end.
    const after = text();
    const head = before
      .replace('"year_sold": 2022', '"year_sold": 2026')
      .replace(/\n {2}\]\n\}\n$/, '');
    expect(after.startsWith(`${head},\n    {\n      "id": "console-added",`)).toBe(true);
    expect(after.endsWith('\n  ]\n}\n')).toBe(true);
    const added = (JSON.parse(after) as { projects: ProjectRecord[] }).projects.at(-1);
    expect(added).toMatchObject({ ...consoleAdded, is_sold: false, pending_sale: false });

    // The photo exists now, as the company would add it; seed finds Firestore and the file equal.
    const photo = path.join(fixturePublicDir(), consoleAdded.images[0]?.url ?? '');
    mkdirSync(path.dirname(photo), { recursive: true });
    writeFileSync(photo, '');
    const seeded = await seed();
    expect(seeded.stderr).toBe('');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain('Plan: 0 to add, 0 to update, 4 unchanged, 0 to remove.');

    const again = await pull();
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Nothing to pull');
    expect(text()).toBe(after);
  });

  it('merges different fields changed on both sides: after pull then seed, file and Firestore hold both', async () => {
    const { projects, file, seed, pull, text } = await seededProject();
    // Someone edits the file; meanwhile the office marks the same house sold in the console.
    const edited = readRecords().map((r) => (r.id === 'maple-street' ? { ...r, beds: 4 } : r));
    writeFileSync(file, formatDataFile({ projects: edited }));
    await projects.doc('maple-street').update({ year_sold: 2026 });
    const before = text();

    // The seed will not undo the console's edit; pull can take it as it is.
    const refused = await seed();
    expect(refused.code).toBe(3);
    expect(refused.stdout).toContain(
      'maple-street: changed in Firestore since the last seed (`npm run pull` takes it into the file)',
    );
    expect(refused.stdout).toContain(
      'maple-street: year_sold is 2022 in the file, 2026 in Firestore',
    );
    expect(refused.stdout).not.toContain('the same field changed differently');

    const pulled = await pull();
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).toMatch(/~ change maple-street\n\s+year_sold: 2022 → 2026\n/);
    expect(pulled.stdout).toContain(
      '= keep   maple-street (changed in the file only, not yet published)',
    );
    expect(text()).toBe(before.replace('"year_sold": 2022', '"year_sold": 2026'));

    const seeded = await seed();
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/~ update maple-street\n\s+beds: 3 → 4\n/);
    expect((await projects.doc('maple-street').get()).data()).toMatchObject({
      beds: 4,
      year_sold: 2026,
    });
    const again = await seed();
    expect(again.stdout).toContain('Plan: 0 to add, 0 to update, 3 unchanged, 0 to remove.');
    expect(again.stdout).toContain('Nothing to write.');
    expect((await pull()).stdout).toContain('Nothing to pull');
  });

  it('keeps records edited or added only in the file, and removes one deleted in Firestore', async () => {
    const { projects, file, pull, text } = await seededProject();
    const records = readRecords().map((r) => (r.id === 'elm-court' ? { ...r, beds: 3 } : r));
    const fresh = { ...consoleAdded, id: 'file-added', images: [] };
    writeFileSync(file, formatDataFile({ projects: [...records, fresh] }));
    await projects.doc('oak-avenue').delete();

    const pulled = await pull();
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).toContain('- remove oak-avenue (deleted in Firestore)');
    expect(pulled.stdout).toContain(
      '= keep   elm-court (changed in the file only, not yet published)',
    );
    expect(pulled.stdout).toContain(
      '= keep   file-added (added in the file only, not yet published)',
    );
    expect(JSON.parse(text())).toEqual({
      projects: [...records.filter(({ id }) => id !== 'oak-avenue'), fresh],
    });
  });

  it('reports a record edited on both sides, field by field, and writes nothing', async () => {
    const { projects, file, pull, text } = await seededProject();
    writeFileSync(
      file,
      formatDataFile({
        projects: readRecords().map((r) => (r.id === 'elm-court' ? { ...r, beds: 3 } : r)),
      }),
    );
    await projects.doc('elm-court').update({ beds: 4 });
    await projects.doc('maple-street').update({ year_sold: 2026 });
    const before = text();

    for (const args of [[], ['--dry-run']]) {
      const pulled = await pull(...args);
      expect(pulled.code).toBe(3);
      expect(pulled.stdout).toContain('elm-court: beds is 3 in the file, 4 in Firestore');
      expect(pulled.stderr).toContain('Nothing was written.');
      expect(text()).toBe(before);
    }

    const forced = await pull('--overwrite');
    expect(forced.code).toBe(0);
    expect(JSON.parse(text())).toMatchObject({
      projects: expect.arrayContaining([
        expect.objectContaining({ id: 'elm-court', beds: 4 }),
        expect.objectContaining({ id: 'maple-street', year_sold: 2026 }),
      ]),
    });
  });

  it('refuses a document the schema refuses, naming it and its field, and writes nothing', async () => {
    const { projects, pull, text } = await seededProject();
    await projects.doc('maple-street').update({ beds: 'three' });
    await projects.doc('elm-court').update({ year_sld: 2026 });
    const before = text();

    const pulled = await pull();
    expect(pulled.code).toBe(1);
    expect(pulled.stderr).toContain('Firestore holds 2 problems');
    expect(pulled.stderr).toContain(
      'Firestore document "maple-street": field "beds" must be a number of bedrooms',
    );
    expect(pulled.stderr).toContain(
      'Firestore document "elm-court": field "year_sld" is not a project field',
    );
    expect(text()).toBe(before);
  });

  it('writes nothing with --dry-run', async () => {
    const { projects, pull, text } = await seededProject();
    await projects.doc('maple-street').update({ year_sold: 2026 });
    const before = text();
    const pulled = await pull('--dry-run');
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).toMatch(/year_sold: 2022 → 2026/);
    expect(pulled.stdout).toContain('Dry run:');
    expect(text()).toBe(before);
  });

  it("seeds each photo's upright size; seed and pull then see nothing to do, and pull writes no size into the file", async () => {
    // A photo stored sideways (EXIF orientation 6), as a phone held upright writes it.
    const url = '/assets/phone/IMG_0006.JPG';
    mkdirSync(path.join(fixturePublicDir(), 'assets', 'phone'), { recursive: true });
    writeFileSync(
      path.join(fixturePublicDir(), url),
      await cameraPhoto({ width: 900, height: 1600, orientation: 6 }),
    );
    const [first, ...rest] = readRecords();
    if (!first) throw new Error('the fixture has no records');
    const phone = {
      ...first,
      images: [{ url, main: true }, ...(first.images as unknown[]).slice(1)],
    };
    const { projects, seed, pull, text } = await seededProject([phone, ...rest]);
    const nothingToSeed = `0 to update, ${rest.length + 1} unchanged`;

    const stored = (await projects.doc(phone.id).get()).data() as { images: unknown[] };
    expect(stored.images[0]).toMatchObject({ url, width: 900, height: 1600 });
    const before = text();
    expect((await seed('--dry-run')).stdout).toContain(nothingToSeed);
    expect((await pull()).stdout).toContain('Nothing to pull');
    expect(text()).toBe(before);

    // Reordered in the console, which kept the size it read: pulled without it.
    await projects.doc(phone.id).update({ images: [...stored.images].reverse() });
    expect((await pull()).code).toBe(0);
    const images = (JSON.parse(text()) as { projects: ProjectRecord[] }).projects[0]
      ?.images as Record<string, unknown>[];
    expect(images.at(-1)).toMatchObject({ url });
    expect(images.filter((image) => 'width' in image)).toEqual([]);
    expect((await seed('--dry-run')).stdout).toContain(nothingToSeed);
  });
});
