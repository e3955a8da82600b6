import type { Page, Route } from '@playwright/test';
import { PAGE_DATA_DIR } from '../../../src/features/projects/data-file';
import { pageDataFiles } from '../../../src/features/projects/page-data';
import { parseProjectRecords } from '../../../src/features/projects/project-records';
import type { Project } from '../../../src/features/projects/project-schema';
import { readFixture, type DataFile, type ServedFixture } from '../../support/fixtures';

/** Every page's data file (src/features/projects/page-data.ts): what a page fetches. */
const PAGE_DATA_ROUTE = `**${PAGE_DATA_DIR}/**`;

/** Fixture images live only in the browser: the route below draws them. */
const FIXTURE_IMAGE_ROUTE = '**/e2e-images/**';

export type { DataFile };

/** A fixture's project by id; fails loudly if the fixture has none of that id. */
export function projectById(file: DataFile, id: string): Project {
  const project = file.projects.find((candidate) => candidate.id === id);
  if (!project) throw new Error(`the fixture has no project ${id}`);
  return project;
}

type DataResponse =
  { json: unknown } | { status: number; body?: string } | { body: string; contentType?: string };

/**
 * Serves the site's data as if the build had made it from the data file `json`: each page's data
 * file, derived as the build derives it (the records checked, a bad one left out), answered
 * from the test; or every page's file fails as `response` says. Home and the list, which the
 * build prerendered from the fixture portfolio, are served as the host's app shell (every path the
 * build did not prerender gets it), so they render with the test's data through their loaders,
 * as a page reached by a link does; project pages of the test's own ids were not prerendered
 * anyway. Returns the requests the site made for data (their paths), and `release()`, which
 * matters only with `{ hold: true }`: the answers then wait until the test has looked at the
 * loading state. Pages as the build made them are tested with the portfolio it was
 * built from (`readFixturePortfolio`).
 */
export async function serveData(
  page: Page,
  response: DataResponse,
  options: { hold?: boolean } = {},
): Promise<{ requests: () => string[]; release: () => void }> {
  const requests: string[] = [];
  let release = () => {};
  const gate = options.hold ? new Promise<void>((resolve) => (release = resolve)) : undefined;
  const files = 'json' in response ? derivedFiles(response.json) : undefined;
  await page.route(isPrerenderedWithData, async (route) => {
    const shell = await route.fetch({ url: new URL(APP_SHELL, route.request().url()).href });
    await route.fulfill({ response: shell });
  });
  await page.route(PAGE_DATA_ROUTE, async (route) => {
    const { pathname } = new URL(route.request().url());
    requests.push(pathname);
    if (gate) await gate;
    if (files) {
      // firebase.json's rewrite: a project without a file is answered `null`.
      const json = files.get(pathname) ?? (pathname.startsWith(PROJECT_FILES) ? null : undefined);
      await (json === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ json }));
    } else if (!('json' in response)) await fulfilData(route, response);
  });
  return { requests: () => [...requests], release: () => release() };
}

const PROJECT_FILES = `${PAGE_DATA_DIR}/projects/`;

/** firebase.json's answer for every path the build did not prerender. */
const APP_SHELL = '/app-shell.html';

/** Home and the list, which carry the built portfolio's projects in their HTML. */
const isPrerenderedWithData = (url: URL) => ['/', '/home', '/projects'].includes(url.pathname);

function derivedFiles(dataFile: unknown): Map<string, unknown> {
  const records = (dataFile as { projects?: unknown[] }).projects ?? [];
  return new Map(pageDataFiles(parseProjectRecords(records).projects));
}

/** Replaces whatever answer the data had; for "the server works again" after a failure. */
export async function reserveData(page: Page, response: DataResponse): Promise<void> {
  await page.unroute(PAGE_DATA_ROUTE);
  await page.unroute(isPrerenderedWithData);
  await serveData(page, response);
}

async function fulfilData(
  route: Route,
  response: Exclude<DataResponse, { json: unknown }>,
): Promise<void> {
  if ('status' in response) {
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
export async function serveFixture(
  page: Page,
  name: ServedFixture = 'projects',
): Promise<DataFile> {
  const file = readFixture(name);
  await serveFixtureImages(page);
  await serveData(page, { json: file });
  return file;
}
