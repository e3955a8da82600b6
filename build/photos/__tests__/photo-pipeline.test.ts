import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRecord } from '../../../src/features/projects/__tests__/project-fixtures';
import type { Project } from '../../../src/features/projects/project-schema';
import { parseProject } from '../../../src/features/projects/project-schema';
import { cameraPhoto } from '../../../tooling/camera-photo';
import { encodeMaster, encodeVariants, photoSizeOf } from '../../../tooling/photo-encoder';
import { formatPhotoProblem, planPhotos } from '../photo-plan';
import { writePhotoVariants } from '../photo-variants';

function project(id: string, images: (string | { url: string; before_url: string })[]): Project {
  return parseProject(
    projectRecord({
      id,
      images: images.map((image, index) => ({
        ...(typeof image === 'string' ? { url: image } : image),
        main: index === 0,
      })),
    }),
  );
}

describe('planPhotos', () => {
  it('lists each local photo once with the projects that show it, and skips https photos', () => {
    const plan = planPhotos([
      project('a', ['/assets/uploads/My%20House/IMG_0001.JPG', 'https://cdn.example.com/x.jpg']),
      project('b', ['/assets/uploads/My%20House/IMG_0001.JPG', '/assets/p/b.png']),
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.photos).toEqual([
      {
        url: '/assets/uploads/My%20House/IMG_0001.JPG',
        path: 'assets/uploads/My House/IMG_0001.JPG',
        usedBy: ['a', 'b'],
      },
      { url: '/assets/p/b.png', path: 'assets/p/b.png', usedBy: ['b'] },
    ]);
  });

  it('lists before photos like any other, after the photo they belong to', () => {
    const plan = planPhotos([
      project('a', [
        '/assets/p/cover.webp',
        { url: '/assets/p/kitchen-1.webp', before_url: '/assets/p/kitchen-1-before.webp' },
        { url: '/assets/p/bath-1.webp', before_url: 'https://cdn.example.com/bath-before.jpg' },
      ]),
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.photos.map((photo) => photo.path)).toEqual([
      'assets/p/cover.webp',
      'assets/p/kitchen-1.webp',
      'assets/p/kitchen-1-before.webp',
      'assets/p/bath-1.webp',
    ]);
  });

  it('refuses a before photo it cannot serve, naming the project and URL', () => {
    const plan = planPhotos([
      project('a', [{ url: '/assets/p/kitchen.jpg', before_url: '/assets/p/old kitchen.HEIC' }]),
    ]);
    expect(plan.problems.map(formatPhotoProblem)).toEqual([
      expect.stringMatching(
        /^project "a": image \/assets\/p\/old kitchen.HEIC is not a photo file/,
      ),
    ]);
  });

  it('refuses HEIC and other files it cannot serve, and two files that would share copies', () => {
    const plan = planPhotos([
      project('a', ['/assets/p/IMG_0002.HEIC', '/assets/p/kitchen.jpg', '/assets/p/kitchen.png']),
    ]);
    expect(plan.problems.map(formatPhotoProblem)).toEqual([
      expect.stringMatching(
        /^project "a": image \/assets\/p\/IMG_0002.HEIC is not a photo file: .*HEIC/,
      ),
      'project "a": image /assets/p/kitchen.png would share its responsive copies with /assets/p/kitchen.jpg: rename one of the two files',
    ]);
  });
});

describe('photo encoding', () => {
  it('turns a photo held upright (EXIF orientation 6) upright and fits each copy inside its width', async () => {
    const photo = await cameraPhoto({ width: 600, height: 800, orientation: 6 });
    const stored = await sharp(photo).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([800, 600, 6]);
    expect(await photoSizeOf(photo)).toEqual({ width: 600, height: 800 });

    const { size, variants } = await encodeVariants(photo);
    expect(size).toEqual({ width: 600, height: 800 });
    const sizes = await Promise.all(
      variants.map(async ({ width, format, data }) => {
        const meta = await sharp(data).metadata();
        return `${width}.${format}: ${meta.format} ${meta.width}x${meta.height}`;
      }),
    );
    expect(sizes).toEqual([
      '480.avif: heif 360x480',
      '480.webp: webp 360x480',
      // never enlarged: the 800 and 1280 copies are the photo's own size
      '800.avif: heif 600x800',
      '800.webp: webp 600x800',
      '1280.avif: heif 600x800',
      '1280.webp: webp 600x800',
    ]);
  });

  it('adds a 2560px zoom copy only for a photo larger than the 1280px copy, never enlarged', async () => {
    const large = await encodeVariants(await cameraPhoto({ width: 1600, height: 1200, seed: 5 }));
    const zoomCopies = large.variants.filter(({ width }) => width === 2560);
    expect(zoomCopies.map(({ format }) => format)).toEqual(['avif', 'webp']);
    for (const { data } of zoomCopies) {
      const meta = await sharp(data).metadata();
      expect([meta.width, meta.height]).toEqual([1600, 1200]);
    }
    const exact = await encodeVariants(await cameraPhoto({ width: 1280, height: 720, seed: 6 }));
    expect(exact.variants.map(({ width }) => width)).not.toContain(2560);
  });

  it('keeps no metadata: no EXIF, no GPS, no camera, no orientation flag', async () => {
    const photo = await cameraPhoto({ width: 400, height: 300 });
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('iPhone');
    const { variants } = await encodeVariants(photo);
    const master = await encodeMaster(photo);
    for (const data of [...variants.map((variant) => variant.data), master.data]) {
      const meta = await sharp(data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(data.toString('latin1')).not.toContain('iPhone');
    }
  });

  it('makes masters of at most 2560px on the long side, upright', async () => {
    const photo = await cameraPhoto({ width: 3000, height: 4000, orientation: 6 });
    const master = await encodeMaster(photo);
    expect(master.size).toEqual({ width: 1920, height: 2560 });
    const meta = await sharp(master.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1920, 2560]);
  });
});

describe('writePhotoVariants', () => {
  let dir: string;
  let folders: { publicDir: string; outDir: string; cacheDir: string };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'photos-'));
    folders = {
      publicDir: path.join(dir, 'public'),
      outDir: path.join(dir, 'dist'),
      cacheDir: path.join(dir, 'cache'),
    };
    await mkdir(path.join(folders.publicDir, 'up'), { recursive: true });
    await mkdir(path.join(folders.outDir, 'up'), { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function addPhoto(name: string, bytes: Buffer) {
    await writeFile(path.join(folders.publicDir, 'up', name), bytes);
    // vite build copies public/ into the output as it is; the step must take the original out.
    await writeFile(path.join(folders.outDir, 'up', name), bytes);
  }

  it('writes the copies, drops the original, and on a rebuild encodes only new photos', async () => {
    await addPhoto('IMG 1.JPG', await cameraPhoto({ width: 400, height: 300, seed: 1 }));
    const first = planPhotos([project('a', ['/up/IMG%201.JPG'])]).photos;
    const built = await writePhotoVariants(first, folders);
    expect(built).toMatchObject({ encoded: 1, fromCache: 0, problems: [] });
    expect((await readdir(path.join(folders.outDir, 'up'))).sort()).toEqual([
      'IMG 1-1280.avif',
      'IMG 1-1280.webp',
      'IMG 1-480.avif',
      'IMG 1-480.webp',
      'IMG 1-800.avif',
      'IMG 1-800.webp',
    ]);

    await addPhoto(
      'new.png',
      await sharp(await cameraPhoto({ width: 300, height: 300, seed: 2 }))
        .png()
        .toBuffer(),
    );
    const both = planPhotos([project('a', ['/up/IMG%201.JPG', '/up/new.png'])]).photos;
    const rebuilt = await writePhotoVariants(both, folders);
    expect(rebuilt).toMatchObject({ encoded: 1, fromCache: 1, problems: [] });
    const cachedCopy = await readFile(path.join(folders.outDir, 'up', 'IMG 1-480.webp'));
    // Served from the cache: the same upright 400px copy (never enlarged to 480).
    expect((await sharp(cachedCopy).metadata()).width).toBe(400);
  });

  it('names the project, URL and reason for a missing, corrupt or HEIC photo', async () => {
    const good = await cameraPhoto({ width: 400, height: 300 });
    await addPhoto('broken.jpg', good.subarray(0, 2000));
    await addPhoto('noise.jpg', Buffer.from('not a photo at all'));
    // An iPhone HEIC's header: an ISO box "ftyp" of brand "heic".
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    ]);
    await addPhoto('IMG_0003.jpg', heic);
    await addPhoto('after.jpg', good);
    const plan = planPhotos([
      project('a', [
        '/up/missing.jpg',
        '/up/broken.jpg',
        '/up/noise.jpg',
        '/up/IMG_0003.jpg',
        { url: '/up/after.jpg', before_url: '/up/before-missing.jpg' },
      ]),
    ]);
    const { problems, encoded } = await writePhotoVariants(plan.photos, folders);
    // Only the after photo of the last pair could be delivered.
    expect(encoded).toBe(1);
    const lines = problems.map(formatPhotoProblem).sort();
    expect(lines).toEqual([
      expect.stringMatching(
        /^project "a": image \/up\/IMG_0003.jpg (is a HEIC photo|is not a readable image)/,
      ),
      'project "a": image /up/before-missing.jpg does not exist: no file public/up/before-missing.jpg',
      expect.stringMatching(/^project "a": image \/up\/broken.jpg is not a readable image \(.+\)$/),
      'project "a": image /up/missing.jpg does not exist: no file public/up/missing.jpg',
      expect.stringMatching(/^project "a": image \/up\/noise.jpg is not a readable image \(.+\)$/),
    ]);
  });
});
