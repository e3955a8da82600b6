/**
 * A large portfolio for end-to-end and performance runs: a public folder for
 * `buildSite({ publicDir, outDir })` (build/site-build.ts) holding N projects (default 1,000),
 * each a copy of one of the fixture portfolio's records (tests/support/fixtures.ts) with an
 * address, id and sort value of its own, in a spread of cities and all three sale statuses, so
 * the list's filters have several of each.
 *
 * Every copy shows its source record's photos at the fixture's URLs: the build then encodes each
 * photo once (its cache is by content) and writes one set of copies, so the site builds in
 * about the time dist/ does and `dist-large/` stays the size of `dist/` but for its
 * pages and data file. Where two cards show one source (the list's 1st and 11th with the 10
 * fixture records), a browser fetches their cover once. No copy keeps a fixture's id or address,
 * so a photo's folder (`/assets/projects/412-s-9th-ave/`) names no project of the large
 * portfolio.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Project } from '../../src/features/projects/project-schema';
import { buildSite } from '../../build/site-build';
import { CACHE_DIR, DATA_FILE, ROOT } from '../../tooling/paths';
import { writeTestPublicDir } from './fixtures';

export const LARGE_PORTFOLIO_SIZE = 1000;

/** Where `npm run build:large` and `npm run perf` build the large site. */
export const LARGE_DIST_DIR = path.join(ROOT, 'dist-large');

/** Streets of no fixture project, so no copy's id is a fixture's. */
const STREETS = [
  'N Meridian St',
  'E Washington St',
  'N College Ave',
  'S Keystone Ave',
  'E 38th St',
  'N Delaware St',
  'W 16th St',
  'S Emerson Ave',
  'N Pennsylvania St',
  'E Michigan St',
  'N Rural St',
  'S Shelby St',
  'N Sherman Dr',
  'W Morris St',
  'E 10th St',
  'N Illinois St',
  'S East St',
  'N Tacoma Ave',
  'E New York St',
  'N Arlington Ave',
];

/** Cities in the proportions they recur (13 slots): most in Indianapolis, as today. */
const CITIES = [
  'Indianapolis',
  'Carmel',
  'Indianapolis',
  'Speedway',
  'Indianapolis',
  'Fishers',
  'Indianapolis',
  'Beech Grove',
  'Indianapolis',
  'Carmel',
  'Greenwood',
  'Indianapolis',
  'Lawrence',
];

type Status = 'sold' | 'for-sale' | 'pending';
/** Sale statuses in the proportions they recur (7 slots): 4 sold, 2 for sale, 1 pending. */
const STATUSES: Status[] = ['sold', 'for-sale', 'sold', 'pending', 'sold', 'for-sale', 'sold'];

/** House numbers: 1000–9999, each once (7919 is prime to 9000), so addresses never repeat. */
const HOUSE_NUMBERS = 9000;
const houseNumber = (n: number) => 1000 + ((n * 7919) % HOUSE_NUMBERS);

const idOf = (addressLine: string) => addressLine.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * `count` records copied from `sources` in its list order (by `sort`), round and round: the
 * n-th with its own address (house number, street, city), id (from the address, as the
 * company's own are), sort value (10, 20, …: the list shows them in the order made), sale
 * status and listing link. Every other fact and the photos are its source's. Cities recur
 * every 13 records, statuses every 7, sources every `sources.length`: so each combination
 * of the three occurs, and the first page of the list has every status.
 */
export function largePortfolioRecords(sources: readonly Project[], count: number): Project[] {
  if (sources.length === 0) throw new Error('The data file has no project to copy.');
  if (count > HOUSE_NUMBERS) throw new Error(`At most ${HOUSE_NUMBERS} projects, not ${count}.`);
  const ordered = [...sources].sort((a, b) => a.sort - b.sort);
  return Array.from({ length: count }, (_, n) => {
    const source = ordered[n % ordered.length] as Project;
    const line = `${houseNumber(n)} ${STREETS[n % STREETS.length] ?? ''}`;
    const city = CITIES[n % CITIES.length] ?? '';
    const status = STATUSES[n % STATUSES.length];
    const listing = `${line} ${city} IN`.replace(/\s+/g, '-');
    return {
      ...structuredClone(source),
      id: idOf(line),
      sort: (n + 1) * 10,
      address: { address_line_1: line, city, state: 'IN' },
      is_sold: status === 'sold',
      pending_sale: status === 'pending',
      year_sold: status === 'sold' ? 2015 + (n % 10) : null,
      post: `https://www.zillow.com/homes/${listing}_rb/`,
    };
  });
}

type LargePortfolio = {
  /** The public folder to write (replaced whole). */
  publicDir: string;
  /**
   * A public folder with the fixture portfolio, whose data file and photos are copied (default
   * a test public folder composed from this checkout's).
   */
  from?: string;
  projects?: number;
};

/**
 * Writes the large portfolio's public folder: everything of `from` (photos, icons), its data
 * file replaced by `projects` copies of its records.
 */
export async function writeLargePortfolio({
  publicDir,
  from,
  projects = LARGE_PORTFOLIO_SIZE,
}: LargePortfolio): Promise<void> {
  if (from) {
    await rm(publicDir, { recursive: true, force: true });
    await cp(from, publicDir, { recursive: true });
  } else writeTestPublicDir(publicDir);
  const source = JSON.parse(await readFile(path.join(publicDir, DATA_FILE), 'utf8')) as {
    projects: Project[];
  };
  // Indented as the fixture's file is: the build serves it compact either way.
  const data = { projects: largePortfolioRecords(source.projects, projects) };
  await writeFile(path.join(publicDir, DATA_FILE), `${JSON.stringify(data, null, 2)}\n`);
}

/** The large site built from this checkout into `outDir` (default dist-large/). */
export async function buildLargeSite({
  outDir = LARGE_DIST_DIR,
  projects = LARGE_PORTFOLIO_SIZE,
}: { outDir?: string; projects?: number } = {}): Promise<void> {
  const publicDir = path.join(CACHE_DIR, 'large-portfolio', 'public');
  await writeLargePortfolio({ publicDir, projects });
  buildSite({ publicDir, outDir, quiet: true });
}
