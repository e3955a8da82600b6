import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { projectRecord } from '../../src/features/projects/__tests__/project-fixtures';
import { parseProjectRecords } from '../../src/features/projects/project-records';
import type { Project } from '../../src/features/projects/project-schema';

export const VALID_FILE = fileURLToPath(new URL('fixtures/projects.json', import.meta.url));
export const INVALID_FILE = fileURLToPath(
  new URL('fixtures/invalid-projects.json', import.meta.url),
);

type ProjectRecord = Record<string, unknown> & { id: string };

export function readFixture(file: string = VALID_FILE): ProjectRecord[] {
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

/** A record as the site's schema reads it; the test fails if the schema refuses it. */
export function parsedProject(record: unknown): Project {
  const { projects, problems } = parseProjectRecords([record]);
  expect(problems).toEqual([]);
  const [parsed] = projects;
  if (!parsed) throw new Error('expected a valid record');
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
