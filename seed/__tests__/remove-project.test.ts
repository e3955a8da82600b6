import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../tooling/paths';

// `npm run remove-project` as the company runs it, against a throwaway public folder holding
// a data file in the shipped layout and one laid out by hand.

let dir: string;
let publicDir: string;
let dataPath: string;

function record(id: string, sort: number) {
  return {
    id,
    sort,
    beds: 3,
    baths: 2,
    sq_footage: 1640,
    address: { address_line_1: `${sort} Old St`, city: 'Indianapolis', state: 'IN' },
    post: `https://example.com/${id}`,
    images: [
      { url: `/assets/projects/${id}/main.webp`, main: true },
      { url: `/assets/projects/${id}/kitchen-1.webp`, kitchen: true },
    ],
  };
}

const IDS = ['oak-avenue', 'elm-court', 'maple-street'];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'remove-project-'));
  publicDir = path.join(dir, 'public');
  dataPath = path.join(publicDir, 'assets', 'Data', 'data.json');
  await mkdir(path.dirname(dataPath), { recursive: true });
  await writeFile(
    dataPath,
    `${JSON.stringify({ projects: IDS.map((id, index) => record(id, index + 1)) }, null, 2)}\n`,
  );
  for (const id of IDS) {
    await mkdir(path.join(publicDir, 'assets', 'projects', id), { recursive: true });
    for (const name of ['main.webp', 'kitchen-1.webp']) {
      await writeFile(path.join(publicDir, 'assets', 'projects', id, name), id);
    }
  }
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function removeProject(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'seed/remove-project.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SITE_PUBLIC_DIR: publicDir },
  });
}

async function photoFolders(): Promise<string[]> {
  return (await readdir(path.join(publicDir, 'assets', 'projects'))).sort();
}

describe('npm run remove-project', { timeout: 60_000 }, () => {
  it('removes the record and its photo folder; every other record keeps its exact text', async () => {
    const before = await readFile(dataPath, 'utf8');
    const run = removeProject('elm-court');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Remove project "elm-court" (record #1 of 3)');
    expect(run.stdout).toContain('delete the folder (2 files)');
    expect(run.stdout).toContain('npm run publish');

    const after = await readFile(dataPath, 'utf8');
    const elm = JSON.stringify(record('elm-court', 2), null, 2).replace(/\n/g, '\n    ');
    expect(after).toBe(before.replace(`    ${elm},\n`, ''));
    expect(JSON.parse(after)).toEqual({
      projects: [record('oak-avenue', 1), record('maple-street', 3)],
    });
    expect(await photoFolders()).toEqual(['maple-street', 'oak-avenue']);
  });

  it('removes the last record of a file laid out by hand, leaving the others byte for byte', async () => {
    const text = `{"projects": [${JSON.stringify(record('oak-avenue', 1))},\n\t${JSON.stringify(record('elm-court', 2))}  ],\n "note": "kept"}`;
    await writeFile(dataPath, text);
    expect(removeProject('elm-court').status).toBe(0);
    expect(await readFile(dataPath, 'utf8')).toBe(
      `{"projects": [${JSON.stringify(record('oak-avenue', 1))}  ],\n "note": "kept"}`,
    );
  });

  it('changes nothing with --dry-run, saying what it would remove', async () => {
    const before = await readFile(dataPath, 'utf8');
    const run = removeProject('oak-avenue', '--dry-run');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Remove project "oak-avenue" (record #0 of 3)');
    expect(run.stdout).toContain('Dry run: nothing was changed.');
    expect(await readFile(dataPath, 'utf8')).toBe(before);
    expect(await photoFolders()).toEqual([...IDS].sort());
  });

  it('refuses an unknown id, naming the projects there are, and changes nothing', async () => {
    const before = await readFile(dataPath, 'utf8');
    const run = removeProject('elm-ct');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'has no project "elm-ct"; nothing was changed. Its projects: oak-avenue, elm-court, maple-street.',
    );
    expect(await readFile(dataPath, 'utf8')).toBe(before);
    expect(await photoFolders()).toEqual([...IDS].sort());
    expect(removeProject().status).toBe(2);
  });

  it('refuses when another record names photos in the folder it would delete', async () => {
    const data = JSON.parse(await readFile(dataPath, 'utf8')) as { projects: unknown[] };
    const borrowing = { ...record('maple-street', 3), images: record('elm-court', 2).images };
    await writeFile(
      dataPath,
      `${JSON.stringify({ projects: [...data.projects.slice(0, 2), borrowing] }, null, 2)}\n`,
    );
    const before = await readFile(dataPath, 'utf8');
    const run = removeProject('elm-court');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('maple-street also names photos in');
    expect(await readFile(dataPath, 'utf8')).toBe(before);
    expect(await photoFolders()).toEqual([...IDS].sort());
  });
});
