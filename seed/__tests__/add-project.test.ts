import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cameraPhoto } from '../../tooling/camera-photo';
import { ROOT } from '../../tooling/paths';

// `npm run add-project` as the company runs it, against a throwaway public folder.

let dir: string;
let publicDir: string;
let dataPath: string;

const FACTS = {
  beds: 3,
  baths: 2,
  sq_footage: 1640,
  address: { address_line_1: '2417 N Maple St', city: 'Indianapolis', state: 'IN' },
  is_sold: false,
  pending_sale: true,
  year_sold: null,
  full_remodel: true,
  full_renovation: false,
  post: 'https://example.com/2417-n-maple-st',
};

function existingRecord(id: string, sort: number) {
  return {
    id,
    sort,
    ...FACTS,
    address: { ...FACTS.address, address_line_1: `${sort} Old St` },
    images: [{ url: `/assets/projects/${id}/main.webp`, main: true }],
  };
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'add-project-'));
  publicDir = path.join(dir, 'public');
  dataPath = path.join(publicDir, 'assets', 'Data', 'data.json');
  await mkdir(path.dirname(dataPath), { recursive: true });
  const data = { projects: [existingRecord('oak-avenue', 10), existingRecord('elm-court', 20)] };
  await writeFile(dataPath, `${JSON.stringify(data, null, 2)}\n`);
  await mkdir(path.join(publicDir, 'assets', 'projects', 'elm-court'), { recursive: true });
  await writeFile(path.join(publicDir, 'assets', 'projects', 'elm-court', 'main.webp'), 'old');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A folder as the company keeps it: facts, a cover from the phone, section folders. */
async function projectFolder(name = '2417-n-maple-st', facts: unknown = FACTS): Promise<string> {
  const folder = path.join(dir, name);
  await mkdir(path.join(folder, 'exterior'), { recursive: true });
  await mkdir(path.join(folder, 'kitchen'), { recursive: true });
  await writeFile(path.join(folder, 'project.json'), JSON.stringify(facts, null, 2));
  // Held upright: stored turned, with EXIF orientation 6, GPS and the camera's name.
  await writeFile(
    path.join(folder, 'cover.JPG'),
    await cameraPhoto({ width: 300, height: 400, orientation: 6, seed: 1 }),
  );
  await writeFile(
    path.join(folder, 'exterior', 'IMG_10.jpg'),
    await cameraPhoto({ width: 400, height: 300, seed: 2 }),
  );
  await writeFile(
    path.join(folder, 'exterior', 'IMG_2.jpg'),
    await cameraPhoto({ width: 400, height: 300, seed: 3 }),
  );
  await writeFile(
    path.join(folder, 'kitchen', 'Kitchen 1.png'),
    await sharp(await cameraPhoto({ width: 320, height: 180, seed: 4 }))
      .png()
      .toBuffer(),
  );
  await writeFile(path.join(folder, 'kitchen', 'notes.txt'), 'paint: SW 7005');
  await writeFile(path.join(folder, '.DS_Store'), '\0');
  return folder;
}

function addProject(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'seed/add-project.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SITE_PUBLIC_DIR: publicDir },
  });
}

/** Every file under the public folder with a hash of its content. */
async function tree(): Promise<Record<string, string>> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(publicDir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return files;
}

async function dataFile(): Promise<{ projects: Record<string, unknown>[] }> {
  return JSON.parse(await readFile(dataPath, 'utf8')) as { projects: Record<string, unknown>[] };
}

describe('npm run add-project', { timeout: 60_000 }, () => {
  it('adds the project last: clean photo masters and a record the site accepts', async () => {
    const before = await readFile(dataPath, 'utf8');
    const run = addProject(await projectFolder());
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Add project "2417-n-maple-st" (sort 21) with 4 photos:');
    expect(run.stdout).toContain('skipped: kitchen/notes.txt (not a photo)');
    expect(run.stdout).toContain('skipped: .DS_Store (not a photo)');
    expect(run.stdout).toMatch(/npm run build.*\n?.*npm run seed/);
    // Published by a release, which deploys its photos first: never by a seed alone.
    expect(run.stdout).toContain('then put it live with `npm run publish`');

    // The other records keep their exact text: a diff shows only the new project.
    const after = await readFile(dataPath, 'utf8');
    expect(after.startsWith(before.slice(0, before.lastIndexOf('\n  ]')))).toBe(true);
    const { projects } = await dataFile();
    expect(projects.map((p) => p.id)).toEqual(['oak-avenue', 'elm-court', '2417-n-maple-st']);
    const added = projects[2];
    expect(added).toMatchObject({ ...FACTS, id: '2417-n-maple-st', sort: 21 });
    expect(added?.images).toEqual([
      {
        url: '/assets/projects/2417-n-maple-st/cover.webp',
        main: true,
        exterior: false,
        interior: false,
        kitchen: false,
        room: false,
        bathroom: false,
        width: 300,
        height: 400,
      },
      // File-name order as a person reads it: IMG_2 before IMG_10.
      expect.objectContaining({
        url: '/assets/projects/2417-n-maple-st/exterior-1.webp',
        exterior: true,
      }),
      expect.objectContaining({
        url: '/assets/projects/2417-n-maple-st/exterior-2.webp',
        exterior: true,
      }),
      expect.objectContaining({
        url: '/assets/projects/2417-n-maple-st/kitchen-1.webp',
        kitchen: true,
        width: 320,
        height: 180,
      }),
    ]);

    const photos = path.join(publicDir, 'assets', 'projects', '2417-n-maple-st');
    expect((await readdir(photos)).sort()).toEqual([
      'cover.webp',
      'exterior-1.webp',
      'exterior-2.webp',
      'kitchen-1.webp',
    ]);
    const cover = await readFile(path.join(photos, 'cover.webp'));
    const meta = await sharp(cover).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      'webp',
      300,
      400,
      undefined,
      undefined,
    ]);
    expect(cover.toString('latin1')).not.toContain('iPhone');
  });

  it('pairs NAME.before.EXT with NAME.EXT: a clean master and the before_url of that photo', async () => {
    const folder = await projectFolder();
    // An older phone photo of the same kitchen, in another format, held upright.
    await writeFile(
      path.join(folder, 'kitchen', 'Kitchen 1.before.JPG'),
      await cameraPhoto({ width: 180, height: 240, orientation: 6, seed: 5 }),
    );
    await writeFile(
      path.join(folder, 'cover.before.jpg'),
      await cameraPhoto({ width: 400, height: 300, seed: 6 }),
    );
    const run = addProject(folder);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('with 4 photos and 2 before photos:');
    expect(run.stdout).toMatch(
      /kitchen\/Kitchen 1\.before\.JPG → .*kitchen-1-before\.webp \(180×240\)/,
    );

    const { projects } = await dataFile();
    const images = projects[2]?.images as Record<string, unknown>[];
    const folderUrl = '/assets/projects/2417-n-maple-st';
    expect(images[0]).toMatchObject({
      url: `${folderUrl}/cover.webp`,
      before_url: `${folderUrl}/cover-before.webp`,
      before_width: 400,
      before_height: 300,
    });
    expect(images[1]).not.toHaveProperty('before_url');
    expect(images[3]).toMatchObject({
      url: `${folderUrl}/kitchen-1.webp`,
      width: 320,
      height: 180,
      before_url: `${folderUrl}/kitchen-1-before.webp`,
      before_width: 180,
      before_height: 240,
    });
    // Stored and numbered like the others, never as a photo of its own.
    expect(images).toHaveLength(4);
    const photos = path.join(publicDir, 'assets', 'projects', '2417-n-maple-st');
    expect((await readdir(photos)).sort()).toEqual([
      'cover-before.webp',
      'cover.webp',
      'exterior-1.webp',
      'exterior-2.webp',
      'kitchen-1-before.webp',
      'kitchen-1.webp',
    ]);
    const before = await readFile(path.join(photos, 'kitchen-1-before.webp'));
    const meta = await sharp(before).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      180,
      240,
      undefined,
    ]);
  });

  it('refuses a before photo without its after photo, or two for one photo, and writes nothing', async () => {
    const folder = await projectFolder();
    const photo = await cameraPhoto({ width: 160, height: 90, seed: 7 });
    await writeFile(path.join(folder, 'kitchen', 'IMG_7.before.jpg'), photo);
    await writeFile(path.join(folder, 'exterior', 'IMG_2.before.jpg'), photo);
    await writeFile(path.join(folder, 'exterior', 'IMG_2.before.png'), photo);
    const before = await tree();

    const run = addProject(folder);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('2 problems; nothing was written.');
    expect(run.stderr).toContain(
      'kitchen/IMG_7.before.jpg: a before photo without its after photo (kitchen/IMG_7.jpg)',
    );
    expect(run.stderr).toContain(
      'exterior/IMG_2.jpg: more than one before photo (exterior/IMG_2.before.jpg, exterior/IMG_2.before.png)',
    );
    expect(await tree()).toEqual(before);
  });

  it('refuses a folder with problems, naming each, and changes no file', async () => {
    const folder = await projectFolder('2417-n-maple-st', {
      ...FACTS,
      beds: 'three',
      colour: 'red',
    });
    await rm(path.join(folder, 'cover.JPG'));
    await writeFile(path.join(folder, 'kitchen', 'broken.jpg'), 'not a photo at all');
    await writeFile(path.join(folder, 'exterior', 'IMG_0003.HEIC'), 'heic');
    const before = await tree();

    const run = addProject(folder);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('problems; nothing was written.');
    for (const line of [
      'no cover photo (cover.jpg)',
      'project.json: "colour" is not a project field',
      'exterior/IMG_0003.HEIC: not a photo the site can use',
      'kitchen/broken.jpg: not a readable image',
      'project.json: "beds" must be a number of bedrooms',
    ]) {
      expect(run.stderr).toContain(line);
    }
    expect(await tree()).toEqual(before);
  });

  it.each([
    ['invalid JSON', '{ "beds": 3,', 'project.json: not valid JSON'],
    ['a list', '[]', 'project.json: must be an object of facts'],
    [
      'an id of its own',
      JSON.stringify({ ...FACTS, id: 'x' }),
      'project.json: "id" comes from the folder',
    ],
  ])('refuses project.json with %s', async (_, text, message) => {
    const folder = await projectFolder();
    await writeFile(path.join(folder, 'project.json'), text);
    const before = await tree();
    const run = addProject(folder);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(message);
    expect(await tree()).toEqual(before);
  });

  it('refuses an id already in the data file unless --replace, and an id that is not a web address', async () => {
    const folder = await projectFolder('elm-court');
    const before = await tree();
    const taken = addProject(folder);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain(
      'a project with id "elm-court" is already in the data file: pass --replace',
    );

    const badId = addProject(folder, '--id', 'Elm Court');
    expect(badId.status).toBe(1);
    expect(badId.stderr).toContain('project id "Elm Court" must be letters, digits, - or _');
    expect(await tree()).toEqual(before);
  });

  it('never overwrites photos that no record names without --replace', async () => {
    const folder = await projectFolder('2417-n-maple-st');
    const stray = path.join(publicDir, 'assets', 'projects', '2417-n-maple-st');
    await mkdir(stray, { recursive: true });
    await writeFile(path.join(stray, 'by-hand.webp'), 'copied by hand');
    const before = await tree();

    const run = addProject(folder);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('already holds 1 files that no project names: pass --replace');
    expect(await tree()).toEqual(before);

    expect(addProject(folder, '--replace').status).toBe(0);
    expect(await readdir(stray)).not.toContain('by-hand.webp');
  });

  it('--replace swaps the record and its photo folder in place', async () => {
    const run = addProject(await projectFolder('elm-court'), '--replace');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const { projects } = await dataFile();
    expect(projects.map((p) => [p.id, p.sort])).toEqual([
      ['oak-avenue', 10],
      ['elm-court', 20],
    ]);
    expect(projects[1]?.address).toEqual(FACTS.address);
    const photos = await readdir(path.join(publicDir, 'assets', 'projects', 'elm-court'));
    expect(photos).not.toContain('main.webp');
    expect(photos).toContain('cover.webp');
  });

  it("takes --sort, else project.json's sort", async () => {
    expect(addProject(await projectFolder('a-house', { ...FACTS, sort: 5 })).status).toBe(0);
    expect(addProject(await projectFolder('b-house'), '--sort', '15').status).toBe(0);
    const { projects } = await dataFile();
    expect(projects.slice(2).map((p) => [p.id, p.sort])).toEqual([
      ['a-house', 5],
      ['b-house', 15],
    ]);
  });

  it('--dry-run prints the plan and writes nothing', async () => {
    const folder = await projectFolder();
    const before = await tree();
    const run = addProject(folder, '--dry-run');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('cover.JPG → ');
    expect(run.stdout).toContain('Dry run: nothing was written.');
    expect(await tree()).toEqual(before);
  });

  it('explains its usage on a wrong call', () => {
    const run = addProject();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Name exactly one project folder.');
    expect(run.stderr).toContain('Usage: npm run add-project -- FOLDER');
  });
});
