/**
 * The tests' own data, kept with them in tests/fixtures/, and the one way to read it:
 *  - portfolio/: the portfolio every test site is built from, the sample projects (their data
 *    file and photos), which public/ also ships as the out-of-the-box demo until the company
 *    replaces it with its own houses. No test reads the company's portfolio (public/assets/),
 *    so `npm test` passes whatever public/ holds. A test site's public folder is public/ with
 *    its portfolio swapped for the fixture's: the site's own files there (the favicon) are
 *    kept, `assets/` (the data file and the photos) is the fixture's.
 *  - projects.json, replacement.json, broken-records.json: data files the end-to-end specs
 *    serve through the browser's network in place of the build's (tests/e2e/support/data.ts);
 *    their images are drawn there.
 *  - seed-projects.json, invalid-projects.json: data files the seed, pull and Firestore tests
 *    write, with `generatedProject` for large ones and `fixturePublicDir` for their photos.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRecord } from '../../src/features/projects/__tests__/project-fixtures';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import type { Project } from '../../src/features/projects/project-schema';
import { CACHE_DIR, DATA_FILE, ROOT } from '../../tooling/paths';

const FIXTURES_DIR = path.join(ROOT, 'tests', 'fixtures');

/** The fixture portfolio: a public folder's `assets/`, as the samples left it. */
export const FIXTURE_PORTFOLIO_DIR = path.join(FIXTURES_DIR, 'portfolio');

/** The folder of a public folder that holds its portfolio: the data file and the photos. */
const PORTFOLIO_FOLDER = 'assets';

export type DataFile = { projects: Project[] };

/** The fixture's data file, as written (no photo sizes: the build fills them in). */
export function readFixturePortfolio(): DataFile {
  return JSON.parse(readFileSync(path.join(FIXTURE_PORTFOLIO_DIR, DATA_FILE), 'utf8')) as DataFile;
}

/**
 * Writes a test site's public folder at `dir` (replaced whole): this checkout's public/ without
 * its portfolio, then the fixture's portfolio, or, with `empty`, a data file of no project.
 */
export function writeTestPublicDir(dir: string, { empty = false }: { empty?: boolean } = {}): void {
  const from = path.join(ROOT, 'public');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of existsSync(from) ? readdirSync(from) : []) {
    if (name !== PORTFOLIO_FOLDER)
      cpSync(path.join(from, name), path.join(dir, name), { recursive: true });
  }
  if (empty) {
    mkdirSync(path.dirname(path.join(dir, DATA_FILE)), { recursive: true });
    writeFileSync(path.join(dir, DATA_FILE), '{ "projects": [] }\n');
  } else copyPortfolio(dir);
}

/**
 * Puts the fixture portfolio into a checkout at `dir` (a copy of this repository), in place of
 * whatever its public/ holds, so a command run there (publish, a release's build) works on the
 * portfolio the tests know.
 */
export function putFixturePortfolio(dir: string): void {
  const publicDir = path.join(dir, 'public');
  rmSync(path.join(publicDir, PORTFOLIO_FOLDER), { recursive: true, force: true });
  copyPortfolio(publicDir);
}

const copyPortfolio = (publicDir: string) =>
  cpSync(
    path.join(FIXTURE_PORTFOLIO_DIR, PORTFOLIO_FOLDER),
    path.join(publicDir, PORTFOLIO_FOLDER),
    {
      recursive: true,
    },
  );

/** Whether a file of this repository (its path from the root) is of the company's portfolio. */
export const inCompanyPortfolio = (file: string) => file.startsWith(`public/${PORTFOLIO_FOLDER}/`);

/** Where `npm run build:test` composes the public folders of dist/ and dist-empty/. */
export const TEST_PUBLIC_DIR = path.join(CACHE_DIR, 'test-site', 'public');
export const EMPTY_PUBLIC_DIR = path.join(CACHE_DIR, 'test-site', 'empty-public');

export type ServedFixture = 'projects' | 'replacement' | 'broken-records';

/** A data file the end-to-end specs serve in place of the build's. */
export function readFixture(name: ServedFixture): DataFile {
  return JSON.parse(readFileSync(path.join(FIXTURES_DIR, `${name}.json`), 'utf8')) as DataFile;
}

/** The seed, pull and Firestore tests' data files: valid, and with a problem in each record. */
export const VALID_FILE = path.join(FIXTURES_DIR, 'seed-projects.json');
export const INVALID_FILE = path.join(FIXTURES_DIR, 'invalid-projects.json');

type ProjectRecord = Record<string, unknown> & { id: string };

/** A data file's records, as written (default seed-projects.json). */
export function readRecords(file: string = VALID_FILE): ProjectRecord[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { projects: ProjectRecord[] }).projects;
}

const GENERATED_PHOTO = '/assets/images/generated/main.jpg';

/**
 * A public folder holding every local photo the fixtures name, so the seed's photo check
 * passes; made once per test run (the check only needs the files to exist).
 */
let fixturePublic: string | undefined;
export function fixturePublicDir(): string {
  if (fixturePublic) return fixturePublic;
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-public-'));
  const urls = new Set([GENERATED_PHOTO]);
  for (const file of [VALID_FILE, INVALID_FILE]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/"(?:before_)?url":\s*"(\/[^"]+)"/g)) {
      if (match[1]) urls.add(match[1]);
    }
  }
  for (const url of urls) {
    const file = path.join(dir, decodeURIComponent(url));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '');
  }
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  fixturePublic = dir;
  return dir;
}

/** A record as the site's schema reads it; throws, naming the problems, if it refuses it. */
export function parsedProject(record: unknown): Project {
  const { projects, problems } = parseProjectRecords([record]);
  const [parsed] = projects;
  if (!parsed || problems.length > 0) {
    throw new Error(`expected a valid record: ${JSON.stringify(problems)}`);
  }
  return parsed;
}

/** A valid record (the one builder, projectRecord) whose fields vary with `n`, for large files. */
export function generatedProject(n: number): ProjectRecord {
  const record = projectRecord({
    sort: n,
    beds: 1 + (n % 5),
    baths: 1 + (n % 3) * 0.5,
    sq_footage: 800 + ((n * 37) % 2400),
    address: { address_line_1: `${100 + n} Test St`, city: 'Indianapolis', state: 'IN' },
    is_sold: n % 4 === 0,
    pending_sale: n % 4 === 1,
    year_sold: n % 4 === 0 ? 2015 + (n % 10) : null,
    full_remodel: n % 2 === 0,
    full_renovation: n % 3 === 0,
    post: `https://example.com/listings/${n}`,
    images: [
      { url: GENERATED_PHOTO, main: true, exterior: true },
      { url: `https://images.example.com/${n}/kitchen.jpg`, kitchen: true, interior: true },
    ],
  });
  return { ...record, id: `project-${String(n).padStart(5, '0')}` };
}

/** Temporary data files, removed by cleanup(). */
export function tempDataFiles() {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
  let count = 0;
  return {
    write(projects: readonly unknown[]): string {
      count += 1;
      const file = path.join(dir, `data-${count}.json`);
      writeFileSync(file, JSON.stringify({ projects }));
      return file;
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
