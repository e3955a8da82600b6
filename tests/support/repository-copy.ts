/**
 * Copies of this repository for tests that need another computer's or another release's
 * checkout: its files as the working tree has them (so uncommitted work is tested too), the
 * fixture portfolio in public/ in place of the company's (tests/support/fixtures.ts), with
 * this repository's packages linked in and build caches of its own, so a build there never
 * writes into another build's folders.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, ROOT } from '../../tooling/paths';
import { inCompanyPortfolio, putFixturePortfolio } from './fixtures';

/**
 * What a copy does not share: every build's own caches (Vite's config bundles among them), and
 * tsc -b's record of what it has type-checked (node_modules/.tmp).
 */
const OWN_CACHES = ['.cache', '.vite', '.vite-temp', '.tmp'];

/**
 * This repository's tracked and untracked (not ignored) files, copied into `dir`, but for the
 * company's portfolio (public/assets/): the copy's is the fixture's.
 */
export function copyRepositoryFiles(dir: string): void {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (inCompanyPortfolio(file)) continue;
    const from = path.join(ROOT, file);
    // A file deleted in the working tree is still listed as tracked. Its time is kept, so that
    // tsc -b in the copy finds it no newer than the type-check record linkPackages copies.
    if (existsSync(from)) {
      cpSync(from, path.join(dir, file), { recursive: true, preserveTimestamps: true });
    }
  }
  putFixturePortfolio(dir);
}

/**
 * This repository's packages for a checkout at `dir` (a copy or a clone), with build caches of
 * its own; the photos' cache is copied as hard links, so no photo is encoded again and nothing
 * the copy's build writes there reaches this repository's cache. The type-check record is
 * copied with its time: the build's `tsc -b` in a copy made by copyRepositoryFiles then checks
 * only what differs from this repository (a second or less, not the whole repository again),
 * and never rewrites this repository's record.
 */
export function linkPackages(dir: string): void {
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (!OWN_CACHES.includes(name)) {
      symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
    }
  }
  const typeChecked = path.join(ROOT, 'node_modules', '.tmp');
  if (existsSync(typeChecked)) {
    cpSync(typeChecked, path.join(modules, '.tmp'), { recursive: true, preserveTimestamps: true });
  }
  const photos = path.join(CACHE_DIR, 'photos');
  if (existsSync(photos)) {
    mkdirSync(path.join(modules, '.cache'), { recursive: true });
    spawnSync('cp', ['-al', photos, path.join(modules, '.cache', 'photos')]);
  }
}
