import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DATA_FILE } from '../../tooling/paths';
import { inListOrder } from './support/expected';
import { cardHeadings, listCards, saleBanner, viewLink } from './support/screens';
import { expect, gotoAndWait, test, waitForPage } from './support/test';
import type { DataFile } from './support/data';
import { LARGE_DIST_DIR } from '../support/large-portfolio';

/**
 * The site at 1,000 projects (`npm run build:large`, dist-large/): a landing carries what its
 * page shows and fetches nothing more; a filter and Load more fetch the cards' summaries once,
 * a fraction of the data file, and Back returns to the list as it was left.
 */

const portfolio = inListOrder(
  (JSON.parse(readFileSync(path.join(LARGE_DIST_DIR, DATA_FILE), 'utf8')) as DataFile).projects,
);
const ids = new Set(portfolio.map((project) => project.id));
const project = portfolio[500];
if (!project || ids.size < 1000) throw new Error('dist-large/ holds fewer than 1,000 projects');

/** What the page fetched of the site's data (page data files, the data file), in order. */
function dataRequests(page: Page) {
  const requests: { path: string; bytes: () => Promise<number> }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/Data/')) {
      requests.push({ path: pathname, bytes: async () => (await response.body()).length });
    }
  });
  return {
    paths: () => requests.map((request) => request.path),
    bytes: async () =>
      (await Promise.all(requests.map((request) => request.bytes()))).reduce((a, b) => a + b, 0),
  };
}

/** The projects a page's HTML names, wherever: its links, its routes' data, its metadata. */
async function projectsNamed(page: Page): Promise<string[]> {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const named = [...html.matchAll(/[a-z0-9]+(?:-[a-z0-9]+)+/g)].map(([word]) => word);
  return [...new Set(named.filter((word) => ids.has(word)))];
}

test('a project page lands with its own project and nothing else', async ({ page }) => {
  const data = dataRequests(page);
  const response = await page.goto(`/projects/${project.id}`);
  const html = (await response?.text()) ?? '';
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.address.address_line_1);
  expect(data.paths()).toEqual([]);
  expect(await projectsNamed(page)).toEqual([project.id]);
  expect(html.length, 'its HTML, bytes').toBeLessThan(64 * 1024);
});

test('home lands with its three cards and nothing else', async ({ page }) => {
  const data = dataRequests(page);
  await gotoAndWait(page, '/');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  expect(data.paths()).toEqual([]);
  expect((await projectsNamed(page)).sort()).toEqual(
    portfolio
      .slice(0, 3)
      .map(({ id }) => id)
      .sort(),
  );
});

test('the list lands with its first page; a filter, Load more and Back work, each file fetched once', async ({
  page,
  request,
}) => {
  const data = dataRequests(page);
  await gotoAndWait(page, '/projects');
  await expect(listCards(page)).toHaveCount(12);
  await expect(page.getByRole('status')).toHaveText('Showing 12 of 1,000 projects');
  expect(data.paths()).toEqual([]);
  expect((await projectsNamed(page)).sort()).toEqual(
    portfolio
      .slice(0, 12)
      .map(({ id }) => id)
      .sort(),
  );

  // A filter: every card's summary comes, once, a fraction of the data file.
  const pending = portfolio.filter((p) => p.pending_sale && !p.is_sold);
  await page
    .getByRole('group', { name: 'Status' })
    .getByRole('link', { name: /^Pending/ })
    .click();
  await expect(page).toHaveURL(/\?status=pending$/);
  await expect(page.getByRole('status')).toHaveText(
    `Showing 12 of ${pending.length.toLocaleString('en-US')} projects`,
  );
  await expect(cardHeadings(listCards(page))).toHaveText(
    pending.slice(0, 12).map((p) => p.address.address_line_1),
  );
  await expect(saleBanner(listCards(page))).toHaveText(Array(12).fill('Pending'));
  expect(data.paths()).toEqual(['/assets/Data/pages/projects.json']);
  const served = (await (await request.get(`/${DATA_FILE}`)).body()).length;
  expect(await data.bytes(), 'fetched, against a quarter of the data file').toBeLessThan(
    served / 4,
  );

  // Load more: the next 12 of the filter, from what came.
  await page.getByRole('button', { name: 'Load more projects' }).click();
  await expect(listCards(page)).toHaveCount(24);
  await expect(cardHeadings(listCards(page)).nth(23)).toHaveText(
    pending[23]?.address.address_line_1 ?? '',
  );

  // A card, then Back: the list as it was left, at the same card.
  const card = listCards(page).nth(20);
  const chosen = pending[20];
  if (!chosen) throw new Error('fewer than 21 pending projects');
  await card.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  await viewLink(card, chosen.address.address_line_1).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.address.address_line_1);
  await page.goBack();
  await expect(page).toHaveURL(/\?status=pending$/);
  await expect(listCards(page)).toHaveCount(24);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(y, -1);

  expect(data.paths()).toEqual([
    '/assets/Data/pages/projects.json',
    `/assets/Data/pages/projects/${chosen.id}.json`,
  ]);
});

test('a link with filters the site does not know opens the first page and fetches nothing', async ({
  page,
}) => {
  const data = dataRequests(page);
  await gotoAndWait(page, '/projects?status=bogus&city=Atlantis');
  await expect(page.getByRole('status')).toHaveText('Showing 12 of 1,000 projects');
  await expect(cardHeadings(listCards(page))).toHaveText(
    portfolio.slice(0, 12).map((p) => p.address.address_line_1),
  );
  // A fetch would follow the app's start: wait until the network has been quiet a while.
  await page.waitForLoadState('networkidle');
  expect(data.paths()).toEqual([]);
});

/** Scrolls as a visitor would, and waits until the page has painted there. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// A prerendered list longer than its first page: after Load more, the page the browser loads
// again holds 12 cards until the rest come, and the position must wait for them.
test('a reload, or Back into the site, returns the list to its place after Load more', async ({
  page,
}) => {
  await gotoAndWait(page, '/projects');
  await page.getByRole('button', { name: 'Load more projects' }).click();
  await expect(listCards(page)).toHaveCount(24);
  const card = listCards(page).nth(20);
  await card.scrollIntoViewIfNeeded();
  const y = Math.round(await scrollY(page));
  await scrollTo(page, y);

  await page.reload();
  await waitForPage(page);
  await expect(listCards(page)).toHaveCount(24);
  await expect.poll(() => scrollY(page)).toBeCloseTo(y, -1);

  await page.goto('about:blank');
  await page.goBack();
  await waitForPage(page);
  await expect(listCards(page)).toHaveCount(24);
  await expect.poll(() => scrollY(page)).toBeCloseTo(y, -1);
});

test('a filtered list, after Back into the site, opens where it was left', async ({ page }) => {
  await gotoAndWait(page, '/projects?status=sold');
  await expect(listCards(page)).toHaveCount(12);
  await listCards(page).nth(9).scrollIntoViewIfNeeded();
  const y = Math.round(await scrollY(page));
  await scrollTo(page, y);

  await page.goto('about:blank');
  await page.goBack();
  await waitForPage(page);
  await expect(saleBanner(listCards(page)).first()).toHaveText(/^Sold/);
  await expect.poll(() => scrollY(page)).toBeCloseTo(y, -1);
});
