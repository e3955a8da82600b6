import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, parseProjectRecords } from '../../src/features/projects/project-records';
import type { Project } from '../../src/features/projects/project-schema';
import { missingPhotos } from '../photos';
import { generatedProject } from '../../tests/support/fixtures';

let publicDir: string;

beforeAll(async () => {
  publicDir = path.join(await mkdtemp(path.join(tmpdir(), 'seed-photos-')), 'public');
  await mkdir(path.join(publicDir, 'p'), { recursive: true });
  for (const name of ['cover.jpg', 'kitchen.jpg', 'kitchen-before.jpg']) {
    await writeFile(path.join(publicDir, 'p', name), '');
  }
});
afterAll(() => rm(path.dirname(publicDir), { recursive: true, force: true }));

function projects(images: unknown[]): Project[] {
  const parsed = parseProjectRecords([{ ...generatedProject(1), images }]);
  expect(parsed.problems).toEqual([]);
  return parsed.projects;
}

describe('missingPhotos', () => {
  it('accepts local photos that exist, before photos included, and any https photo', async () => {
    const problems = await missingPhotos(
      projects([
        { url: '/p/cover.jpg', main: true },
        { url: '/p/kitchen.jpg', before_url: '/p/kitchen-before.jpg' },
        { url: 'https://cdn.example.com/bath.jpg', before_url: 'https://cdn.example.com/b.jpg' },
      ]),
      publicDir,
      () => 0,
    );
    expect(problems).toEqual([]);
  });

  it('names the record and field of a missing or unservable photo, before_url too', async () => {
    const problems = await missingPhotos(
      projects([
        { url: '/p/cover.jpg', main: true, before_url: '/p/gone.jpg' },
        { url: '/p/missing.jpg', before_url: '/p/IMG_0001.HEIC' },
      ]),
      publicDir,
      () => 4,
    );
    expect(problems.map(formatProblem)).toEqual([
      'record #4 "project-00001": field "images.0.before_url" /p/gone.jpg names a photo that does not exist: no file public/p/gone.jpg',
      'record #4 "project-00001": field "images.1.url" /p/missing.jpg names a photo that does not exist: no file public/p/missing.jpg',
      expect.stringMatching(
        /^record #4 "project-00001": field "images.1.before_url" \/p\/IMG_0001.HEIC is not a photo file: .*HEIC/,
      ),
    ]);
  });
});
