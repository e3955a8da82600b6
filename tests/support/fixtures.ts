/**
 * The portfolio every test site is built from, kept with the tests: the sample projects (its
 * data file and photos) in tests/fixtures/portfolio/, which public/ also ships as the
 * out-of-the-box demo until the company replaces it with its own houses. No test reads the
 * company's portfolio (public/assets/), so `npm test` passes whatever public/ holds.
 *
 * A test site's public folder is public/ with its portfolio swapped for the fixture's: the
 * site's own files there (the favicon) are kept, `assets/` (the data file and the photos) is
 * the fixture's.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Project } from '../../src/features/projects/project-schema';
import { CACHE_DIR, DATA_FILE, ROOT } from '../../tooling/paths';

/** The fixture portfolio: a public folder's `assets/`, as the samples left it. */
export const FIXTURE_PORTFOLIO_DIR = path.join(ROOT, 'tests', 'fixtures', 'portfolio');

/** The folder of a public folder that holds its portfolio: the data file and the photos. */
const PORTFOLIO_FOLDER = 'assets';

export type DataFile = { projects: Project[] };

/** The fixture's data file, as written (no photo sizes: the build fills them in). */
export function readFixturePortfolio(): DataFile {
  return JSON.parse(readFileSync(path.join(FIXTURE_PORTFOLIO_DIR, DATA_FILE), 'utf8')) as DataFile;
}

/**
 * Writes a test site's public folder at `dir` (replaced whole): `from`'s own files (default
 * this checkout's public/) without its portfolio, then the fixture's portfolio, or, with
 * `empty`, a data file of no project.
 */
export function writeTestPublicDir(
  dir: string,
  { from = path.join(ROOT, 'public'), empty = false }: { from?: string; empty?: boolean } = {},
): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (existsSync(from)) {
    for (const name of readdirSync(from)) {
      if (name !== PORTFOLIO_FOLDER)
        cpSync(path.join(from, name), path.join(dir, name), { recursive: true });
    }
  }
  if (empty) {
    mkdirSync(path.dirname(path.join(dir, DATA_FILE)), { recursive: true });
    writeFileSync(path.join(dir, DATA_FILE), '{ "projects": [] }\n');
  } else {
    cpSync(path.join(FIXTURE_PORTFOLIO_DIR, PORTFOLIO_FOLDER), path.join(dir, PORTFOLIO_FOLDER), {
      recursive: true,
    });
  }
}

/**
 * Puts the fixture portfolio into a checkout at `dir` (a copy of this repository), in place of
 * whatever its public/ holds, so a command run there (publish, a release's build) works on the
 * portfolio the tests know.
 */
export function putFixturePortfolio(dir: string): void {
  const publicDir = path.join(dir, 'public');
  rmSync(path.join(publicDir, PORTFOLIO_FOLDER), { recursive: true, force: true });
  cpSync(
    path.join(FIXTURE_PORTFOLIO_DIR, PORTFOLIO_FOLDER),
    path.join(publicDir, PORTFOLIO_FOLDER),
    {
      recursive: true,
    },
  );
}

/** Whether a file of this repository (its path from the root) is of the company's portfolio. */
export const inCompanyPortfolio = (file: string) => file.startsWith(`public/${PORTFOLIO_FOLDER}/`);

/** Where `npm run build:test` composes the public folders of dist/ and dist-empty/. */
export const TEST_PUBLIC_DIR = path.join(CACHE_DIR, 'test-site', 'public');
export const EMPTY_PUBLIC_DIR = path.join(CACHE_DIR, 'test-site', 'empty-public');
