import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_FILE } from '../../tooling/paths';
import { checkFileSizes } from '../file-sizes';

// The check that ends the build (build/prerender.ts), on a throwaway output folder.

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'file-sizes-'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

async function file(name: string, megabytes: number) {
  await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
  await writeFile(path.join(dist, name), Buffer.alloc(Math.round(megabytes * 1024 * 1024), 1));
}

describe('checkFileSizes', () => {
  it('refuses to deploy a file over 1.5 MB, naming it and its size', async () => {
    await file('assets/uploads/forgotten.jpg', 1.6);
    await file('assets/Data/pages/projects.json', 1.6);
    await file('index.html', 0.1);
    const refused = checkFileSizes(dist, DATA_FILE);
    await expect(refused).rejects.toThrow(/files over 1.5 MB would be deployed/);
    await expect(refused).rejects.toThrow('assets/uploads/forgotten.jpg: 1.6 MB');
    await expect(refused).rejects.toThrow('assets/Data/pages/projects.json: 1.6 MB');
  });

  it('spares the data file, which grows with the portfolio (1,000 projects: 1.9 MB)', async () => {
    await file(DATA_FILE, 1.9);
    await file('assets/Data/pages/projects.json', 0.3);
    await expect(checkFileSizes(dist, DATA_FILE)).resolves.toBeUndefined();
  });
});
