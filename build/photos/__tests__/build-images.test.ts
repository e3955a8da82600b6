import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRecord } from '../../../src/features/projects/__tests__/project-fixtures';
import { cameraPhoto } from '../../../tooling/camera-photo';
import { ROOT } from '../../../tooling/paths';

// The build step as `npm run build` runs it, on a throwaway public folder and output folder.

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'build-images-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

type Image = { url: string; main?: boolean; kitchen?: boolean; before_url?: string };

function record(id: string, urls: string[]): Record<string, unknown> & { images: Image[] } {
  return {
    ...projectRecord({ id }),
    images: urls.map((url, index) => ({ url, main: index === 0, kitchen: index > 0 })),
  };
}

/** A public folder as the company keeps it, and the output as `vite build` leaves it. */
async function site(projects: unknown[], photos: Record<string, Buffer>) {
  for (const folder of ['public', 'dist']) {
    await mkdir(path.join(dir, folder, 'assets', 'Data'), { recursive: true });
    const data = JSON.stringify({ projects });
    await writeFile(path.join(dir, folder, 'assets', 'Data', 'data.json'), data);
    for (const [name, bytes] of Object.entries(photos)) {
      await mkdir(path.dirname(path.join(dir, folder, name)), { recursive: true });
      await writeFile(path.join(dir, folder, name), bytes);
    }
  }
}

function buildImages() {
  return spawnSync(process.execPath, ['--import', 'tsx', 'build/build-images.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      SITE_PUBLIC_DIR: path.join(dir, 'public'),
      SITE_OUT_DIR: path.join(dir, 'dist'),
    },
  });
}

/** The data file as the build leaves it in the output folder. */
async function servedData() {
  return JSON.parse(
    await readFile(path.join(dir, 'dist', 'assets', 'Data', 'data.json'), 'utf8'),
  ) as { projects: { images: unknown[] }[] };
}

describe('build/build-images.ts', { timeout: 60_000 }, () => {
  it('replaces each original with its copies, fills in sizes and says what it encoded', async () => {
    await site([record('a', ['/assets/uploads/a/IMG_0001.JPG'])], {
      'assets/uploads/a/IMG_0001.JPG': await cameraPhoto({
        width: 480,
        height: 640,
        orientation: 6,
      }),
    });
    const run = buildImages();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The cache is shared with real builds: a rerun finds this photo there.
    expect(run.stdout).toMatch(
      /build-images: 1 photos \([01] encoded, [01] from cache\), .* in \d+\.\ds/,
    );
    const folder = await readdir(path.join(dir, 'dist', 'assets', 'uploads', 'a'));
    expect(folder).not.toContain('IMG_0001.JPG');
    expect(folder).toContain('IMG_0001-480.avif');
    const served = await servedData();
    // Held upright by the phone: the real size is portrait.
    expect(served.projects[0]?.images[0]).toMatchObject({ width: 480, height: 640 });
  });

  it('delivers a before photo like any other: copies, real size, no original', async () => {
    const project = record('a', ['/assets/a/cover.jpg', '/assets/a/kitchen-1.jpg']);
    project.images[1] = {
      url: '/assets/a/kitchen-1.jpg',
      before_url: '/assets/a/kitchen-1-before.jpg',
    };
    await site([project], {
      'assets/a/cover.jpg': await cameraPhoto({ width: 320, height: 180, seed: 5 }),
      'assets/a/kitchen-1.jpg': await cameraPhoto({ width: 320, height: 180, seed: 6 }),
      // An old phone photo, held upright.
      'assets/a/kitchen-1-before.jpg': await cameraPhoto({
        width: 240,
        height: 320,
        orientation: 6,
        seed: 7,
      }),
    });
    const run = buildImages();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/build-images: 3 photos /);
    const folder = await readdir(path.join(dir, 'dist', 'assets', 'a'));
    expect(folder).not.toContain('kitchen-1-before.jpg');
    expect(folder).toEqual(
      expect.arrayContaining(['kitchen-1-before-480.avif', 'kitchen-1-before-1280.webp']),
    );
    const served = await servedData();
    expect(served.projects[0]?.images[1]).toMatchObject({
      url: '/assets/a/kitchen-1.jpg',
      width: 320,
      height: 180,
      before_url: '/assets/a/kitchen-1-before.jpg',
      before_width: 240,
      before_height: 320,
    });
  });

  it('fails naming the project, URL and reason for every photo it cannot deliver', async () => {
    await site(
      [
        record('a', ['/assets/a/cover.jpg', '/assets/a/missing.jpg']),
        record('b', ['/assets/b/IMG.HEIC']),
        {
          ...record('c', []),
          images: [{ url: '/assets/c/kitchen.jpg', before_url: '/assets/c/old.jpg' }],
        },
      ],
      {
        'assets/a/cover.jpg': Buffer.from('this is not a JPEG'),
        'assets/c/kitchen.jpg': await cameraPhoto({ width: 160, height: 90 }),
      },
    );
    const run = buildImages();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('build-images: 4 photos cannot be delivered:');
    expect(run.stderr).toContain(
      'project "c": image /assets/c/old.jpg does not exist: no file public/assets/c/old.jpg',
    );
    expect(run.stderr).toMatch(/project "a": image \/assets\/a\/cover.jpg is not a readable image/);
    expect(run.stderr).toContain(
      'project "a": image /assets/a/missing.jpg does not exist: no file public/assets/a/missing.jpg',
    );
    expect(run.stderr).toMatch(
      /project "b": image \/assets\/b\/IMG.HEIC is not a photo file: .*HEIC/,
    );
  });
});
