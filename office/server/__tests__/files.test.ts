import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAtomically } from '../files.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'office-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a file written by the office', () => {
  it('replaces the old one whole, leaving no temporary file', async () => {
    const file = path.join(dir, 'data.json');
    await writeFile(file, 'old');
    await writeAtomically(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['data.json']);
  });

  it('leaves what was there, and nothing else, when it cannot be written', async () => {
    // A folder where the file should go: the rename fails after the bytes were written.
    const target = path.join(dir, 'photo.webp');
    await mkdir(path.join(target, 'inside'), { recursive: true });
    await expect(writeAtomically(target, 'bytes')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['photo.webp']);
    expect(await readdir(target)).toEqual(['inside']);
  });
});
