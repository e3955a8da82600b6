import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraPhoto } from '../camera-photo';
import {
  fillPhotoSizes,
  localPhotoUrls,
  withoutMeasuredSizes,
  withPhotoSizes,
} from '../photo-measurements';

describe('withPhotoSizes', () => {
  it("sets each photo's real size on its entry: width/height for url, before_* for before_url", () => {
    const data = {
      projects: [
        {
          id: 'a',
          images: [
            { url: '/p/a.webp', main: true },
            { url: '/p/b.webp', before_url: '/p/b-before.jpg' },
            { url: 'https://cdn.example.com/c.jpg', before_url: '/p/c-before.jpg' },
            { url: '/p/unknown.webp', before_url: 'https://cdn.example.com/d.jpg' },
          ],
        },
      ],
    };
    const sizes = new Map([
      ['/p/a.webp', { width: 1280, height: 720 }],
      ['/p/b.webp', { width: 800, height: 600 }],
      ['/p/b-before.jpg', { width: 3024, height: 4032 }],
      ['/p/c-before.jpg', { width: 640, height: 480 }],
    ]);
    expect(withPhotoSizes(data, sizes)).toEqual({
      projects: [
        {
          id: 'a',
          images: [
            { url: '/p/a.webp', main: true, width: 1280, height: 720 },
            {
              url: '/p/b.webp',
              before_url: '/p/b-before.jpg',
              width: 800,
              height: 600,
              before_width: 3024,
              before_height: 4032,
            },
            {
              url: 'https://cdn.example.com/c.jpg',
              before_url: '/p/c-before.jpg',
              before_width: 640,
              before_height: 480,
            },
            { url: '/p/unknown.webp', before_url: 'https://cdn.example.com/d.jpg' },
          ],
        },
      ],
    });
  });

  it('replaces a size the record gives with the measured one, and leaves others alone', () => {
    const sizes = new Map([['/p/a.webp', { width: 900, height: 1600 }]]);
    expect(
      withPhotoSizes(
        [
          { url: '/p/a.webp', width: 1280, height: 720 },
          { url: 'https://cdn.example.com/c.jpg', width: 640, height: 480 },
        ],
        sizes,
      ),
    ).toEqual([
      { url: '/p/a.webp', width: 900, height: 1600 },
      { url: 'https://cdn.example.com/c.jpg', width: 640, height: 480 },
    ]);
  });
});

describe('withoutMeasuredSizes', () => {
  it('drops exactly the sizes withPhotoSizes would set, so the data file keeps its own', () => {
    const sizes = new Map([
      ['/p/a.webp', { width: 900, height: 1600 }],
      ['/p/b-before.jpg', { width: 3024, height: 4032 }],
    ]);
    const written = [
      { url: '/p/a.webp', main: true },
      { url: '/p/b.webp', before_url: '/p/b-before.jpg' },
      { url: 'https://cdn.example.com/c.jpg', width: 640, height: 480 },
    ];
    const filled = withPhotoSizes(written, sizes);
    expect(withoutMeasuredSizes(filled, sizes)).toEqual(written);
    // A size that is not the measured one is the record's own, and stays.
    expect(withoutMeasuredSizes([{ url: '/p/a.webp', width: 1, height: 1 }], sizes)).toEqual([
      { url: '/p/a.webp', width: 1, height: 1 },
    ]);
  });
});

describe('localPhotoUrls', () => {
  it('lists every local photo and before photo, at any depth, and no https one', () => {
    const data = {
      projects: [
        { images: [{ url: '/p/a.webp', before_url: '/p/a-before.jpg' }] },
        { images: [{ url: 'https://cdn.example.com/c.jpg', before_url: '/p/a.webp' }] },
      ],
    };
    expect([...localPhotoUrls(data)]).toEqual(['/p/a.webp', '/p/a-before.jpg']);
  });
});

describe('fillPhotoSizes', () => {
  let publicDir: string;
  beforeAll(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'photo-sizes-'));
    await mkdir(path.join(publicDir, 'up'), { recursive: true });
    // Stored sideways, as a phone held upright writes it: 1600 wide in the file.
    await writeFile(
      path.join(publicDir, 'up', 'IMG 1.JPG'),
      await cameraPhoto({ width: 900, height: 1600, orientation: 6 }),
    );
    await writeFile(path.join(publicDir, 'up', 'empty.jpg'), '');
  });
  afterAll(() => rm(publicDir, { recursive: true, force: true }));

  it('measures each local photo upright, with its EXIF orientation applied', async () => {
    const { data, unmeasured } = await fillPhotoSizes(
      [{ url: '/up/IMG%201.JPG', main: true }],
      publicDir,
    );
    expect(data).toEqual([{ url: '/up/IMG%201.JPG', main: true, width: 900, height: 1600 }]);
    expect(unmeasured).toEqual([]);
  });

  it('says which photos it could not measure, and leaves their entries as they were', async () => {
    const images = [{ url: '/up/empty.jpg' }, { url: '/up/gone.jpg' }];
    const { data, unmeasured } = await fillPhotoSizes(images, publicDir);
    expect(data).toEqual(images);
    expect(unmeasured).toEqual([
      { url: '/up/empty.jpg', message: expect.stringMatching(/^is not a readable image/) },
      { url: '/up/gone.jpg', message: 'does not exist: no file up/gone.jpg' },
    ]);
  });
});
