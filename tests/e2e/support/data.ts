import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { DATA_FILE_URL } from '../../../src/features/projects/data-file';
import type { Project } from '../../../src/features/projects/project-schema';
import { DATA_FILE, PUBLIC_DIR } from '../../../tooling/paths';

const DATA_FILE_ROUTE = `**${DATA_FILE_URL}`;

/** Fixture images live only in the browser: the route below draws them. */
const FIXTURE_IMAGE_ROUTE = '**/e2e-images/**';

export type DataFile = { projects: Project[] };

type FixtureName = 'projects' | 'replacement' | 'broken-records';

export function readFixture(name: FixtureName): DataFile {
  const file = fileURLToPath(new URL(`../fixtures/${name}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as DataFile;
}

/** The file the site ships, read from disk so expectations follow its content. */
export function readShippedDataFile(): DataFile {
  const file = path.join(PUBLIC_DIR, DATA_FILE);
  if (!existsSync(file)) throw new Error(`The shipped data file ${file} is missing.`);
  return JSON.parse(readFileSync(file, 'utf8')) as DataFile;
}

type DataResponse =
  { json: unknown } | { status: number; body?: string } | { body: string; contentType?: string };

/**
 * Answers data.json from the test. Returns a counter of how often the app asked,
 * and `release()`, which matters only with `{ hold: true }`: the response then
 * waits until the test has looked at the loading state.
 */
export async function serveData(
  page: Page,
  response: DataResponse,
  options: { hold?: boolean } = {},
): Promise<{ requests: () => number; release: () => void }> {
  let count = 0;
  let release = () => {};
  const gate = options.hold ? new Promise<void>((resolve) => (release = resolve)) : undefined;
  await page.route(DATA_FILE_ROUTE, async (route) => {
    count += 1;
    if (gate) await gate;
    await fulfilData(route, response);
  });
  return { requests: () => count, release: () => release() };
}

/** Replaces whatever answer data.json had; for "the server works again" after a failure. */
export async function reserveData(page: Page, response: DataResponse): Promise<void> {
  await page.unroute(DATA_FILE_ROUTE);
  await serveData(page, response);
}

async function fulfilData(route: Route, response: DataResponse): Promise<void> {
  if ('json' in response) {
    await route.fulfill({ json: response.json });
  } else if ('status' in response) {
    await route.fulfill({
      status: response.status,
      body: response.body ?? 'Internal Server Error',
    });
  } else {
    await route.fulfill({
      status: 200,
      contentType: response.contentType ?? 'application/json',
      body: response.body,
    });
  }
}

/**
 * Draws every fixture image as a 4:3 SVG (deliberately not 16:9, so the card's
 * crop is what makes the box 16:9). With `{ hold: true }` images wait for
 * `release()`, to watch for layout shift as they arrive.
 */
export async function serveFixtureImages(
  page: Page,
  options: { hold?: boolean } = {},
): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = options.hold ? new Promise<void>((resolve) => (release = resolve)) : undefined;
  await page.route(FIXTURE_IMAGE_ROUTE, async (route) => {
    if (gate) await gate;
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? 'image';
    await route.fulfill({ contentType: 'image/svg+xml', body: fixtureSvg(name) });
  });
  return { release: () => release() };
}

function fixtureSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><rect width="1200" height="900" fill="#8aa1b1"/><text x="600" y="460" font-size="64" text-anchor="middle" fill="#fff">${label}</text></svg>`;
}

/** Serves a fixture file and draws its images: the usual start of a spec. */
export async function serveFixture(page: Page, name: FixtureName = 'projects'): Promise<DataFile> {
  const file = readFixture(name);
  await serveFixtureImages(page);
  await serveData(page, { json: file });
  return file;
}
