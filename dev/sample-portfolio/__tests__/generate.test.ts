import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDataFile } from '../../../src/features/projects/data-file';
import { DATA_FILE, PUBLIC_DIR, ROOT } from '../../../tooling/paths';

// The generator as a developer runs it, on a copy of the shipped data file to which the
// company has added a project (add-project's layout), in a throwaway public folder.

let publicDir: string;
const added = {
  id: '2417-n-maple-st',
  sort: 99,
  beds: 3,
  baths: 2,
  sq_footage: 1640,
  address: { address_line_1: '2417 N Maple St', city: 'Indianapolis', state: 'IN' },
  post: 'https://example.com/2417-n-maple-st',
  images: [{ url: '/assets/projects/2417-n-maple-st/cover.webp', main: true }],
};

beforeAll(async () => {
  publicDir = path.join(await mkdtemp(path.join(tmpdir(), 'sample-portfolio-')), 'public');
  const shipped = JSON.parse(await readFile(path.join(PUBLIC_DIR, DATA_FILE), 'utf8')) as {
    projects: unknown[];
  };
  await mkdir(path.dirname(path.join(publicDir, DATA_FILE)), { recursive: true });
  await writeFile(
    path.join(publicDir, DATA_FILE),
    formatDataFile({ projects: [...shipped.projects, added] }),
  );
  await mkdir(path.join(publicDir, 'assets/projects', added.id), { recursive: true });
  await writeFile(path.join(publicDir, 'assets/projects', added.id, 'cover.webp'), 'company');
});
afterAll(() => rm(path.dirname(publicDir), { recursive: true, force: true }));

describe('the sample-portfolio generator', () => {
  it('leaves a project the company added intact, and draws the shipped samples byte for byte', async () => {
    const before = await readFile(path.join(publicDir, DATA_FILE), 'utf8');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'dev/sample-portfolio/generate.ts'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, SITE_PUBLIC_DIR: publicDir },
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Left as they are: ${added.id}.`);
    // The samples' records were rewritten as they were, in place; the added one kept, last.
    expect(await readFile(path.join(publicDir, DATA_FILE), 'utf8')).toBe(before);
    expect(
      await readFile(path.join(publicDir, 'assets/projects', added.id, 'cover.webp'), 'utf8'),
    ).toBe('company');
    // Every photo it drew is the committed one.
    const shippedDir = path.join(PUBLIC_DIR, 'assets/projects');
    for (const id of await readdir(shippedDir)) {
      for (const file of await readdir(path.join(shippedDir, id))) {
        const drawn = await readFile(path.join(publicDir, 'assets/projects', id, file));
        expect(drawn.equals(await readFile(path.join(shippedDir, id, file))), `${id}/${file}`).toBe(
          true,
        );
      }
    }
  }, 300_000);
});
