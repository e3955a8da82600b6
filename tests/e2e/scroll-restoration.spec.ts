import type { Page, TestInfo } from '@playwright/test';
import type { Project } from '../../src/features/projects/project-schema';
import { projectById, serveData, serveFixtureImages } from './support/data';
import { readFixture } from '../support/fixtures';
import { frame, listCards, viewLink } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

/**
 * Back and Forward return to where the visitor was (issue 15), from the first navigation after
 * landing on a prerendered page: the fixture portfolio, so the page is the one the build rendered.
 */

/** How far a restored position may be from the one left (rounding of fractional scrolls). */
const TOLERANCE = 2;

/** 30 projects, none of them prerendered: three pages of the list. */
const template = projectById(readFixture('projects'), 'maple-2417'); // every section
const many: Project[] = Array.from({ length: 30 }, (_, index) => ({
  ...template,
  id: `house-${index}`,
  sort: index,
  address: { ...template.address, address_line_1: `${index} Main St` },
}));

/** An iPhone's width on the phone project; the other projects keep theirs. */
async function visitorWidth(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls as a visitor would and waits until the page has painted there. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The first card's View link that lies wholly in the viewport (clicking it scrolls nothing). */
async function viewLinkInView(page: Page) {
  const links = page.getByRole('main').getByRole('link', { name: /^View / });
  const index = await links.evaluateAll((nodes) =>
    nodes.findIndex((node) => {
      const box = node.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) return false;
      // Not under the sticky header either.
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && node.contains(hit);
    }),
  );
  expect(index, 'a View link in view').toBeGreaterThanOrEqual(0);
  return links.nth(index);
}

async function expectAt(page: Page, y: number): Promise<void> {
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - y), { message: `scrolled to ${y}` })
    .toBeLessThanOrEqual(TOLERANCE);
}

test('list → project → Back returns to the list position, on the first visit', async ({
  page,
}, testInfo) => {
  await visitorWidth(page, testInfo);
  await gotoAndWait(page, '/projects');
  await scrollTo(page, 600);
  const link = await viewLinkInView(page);
  await link.click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A new page opens at the top.
  await expectAt(page, 0);

  await page.goBack();
  await expect(page).toHaveURL('/projects');
  await expectAt(page, 600);
});

test('a project page → About Us (the sticky header) → Back returns to the project position; Forward too', async ({
  page,
}, testInfo) => {
  await visitorWidth(page, testInfo);
  await gotoAndWait(page, '/projects/412-s-9th-ave');
  await scrollTo(page, 1500);
  await frame(page).aboutLink.click();
  await expect(page).toHaveURL('/about-us');
  await expectAt(page, 0);
  await scrollTo(page, 100);

  await page.goBack();
  await expect(page).toHaveURL('/projects/412-s-9th-ave');
  await expectAt(page, 1500);
  await page.goForward();
  await expect(page).toHaveURL('/about-us');
  await expectAt(page, 100);
});

test.describe('after Load more', () => {
  test('Back brings back the same cards, with the same card in view', async ({
    page,
  }, testInfo) => {
    await visitorWidth(page, testInfo);
    await serveFixtureImages(page);
    await serveData(page, { json: { projects: many } });
    await gotoAndWait(page, '/projects');
    await expect(listCards(page)).toHaveCount(12);
    const loadMore = page.getByRole('button', { name: 'Load more projects' });
    await loadMore.scrollIntoViewIfNeeded();
    const atLoadMore = await scrollY(page);
    expect(atLoadMore, 'scrolled down to Load more').toBeGreaterThan(200);
    await loadMore.click();
    await expect(listCards(page)).toHaveCount(24);
    // The list grows in place: the position stays.
    await expectAt(page, atLoadMore);

    const card = listCards(page).nth(19);
    await card.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await scrollTo(page, await scrollY(page));
    const left = await scrollY(page);
    await viewLink(card, '19 Main St').click();
    await expect(page).toHaveURL('/projects/house-19');
    await expectAt(page, 0);

    await page.goBack();
    await expect(listCards(page)).toHaveCount(24);
    await expect(page.getByRole('status')).toHaveText('Showing 24 of 30 projects');
    await expectAt(page, left);
    await expect(card).toBeInViewport();
    // Forward and Back again: the same.
    await page.goForward();
    await expect(page).toHaveURL('/projects/house-19');
    await page.goBack();
    await expect(listCards(page)).toHaveCount(24);
    await expectAt(page, left);
  });
});

/**
 * Lands on a project page the build did not prerender, with the 30 projects served: on a new
 * document it is a spinner until its loader's data comes. Leaves it `y` px down.
 */
async function landOnUnbuiltProject(page: Page, testInfo: TestInfo, y: number): Promise<void> {
  await visitorWidth(page, testInfo);
  await serveFixtureImages(page);
  await serveData(page, { json: { projects: many } });
  await gotoAndWait(page, '/projects/house-3');
  await scrollTo(page, y);
}

test('Back into the site from elsewhere returns to the place once the page has loaded', async ({
  page,
}, testInfo) => {
  await landOnUnbuiltProject(page, testInfo, 700);
  // Leaves the site's document (Playwright's Chromium keeps no back/forward cache).
  await page.goto('about:blank');

  // The newest routes answer first: this time the data waits.
  const data = await serveData(page, { json: { projects: many } }, { hold: true });
  await page.goBack();
  await expect(page).toHaveURL('/projects/house-3');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  data.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('3 Main St');
  await expectAt(page, 700);
});

test('a new document in the same tab opens at the top, not where another landing was left, even at its address', async ({
  page,
}, testInfo) => {
  // Neither page is prerendered: each is rendered afresh, from its loader's data.
  await landOnUnbuiltProject(page, testInfo, 700);
  await gotoAndWait(page, '/projects/house-4');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('4 Main St');
  await expectAt(page, 0);
  // A new visit to the first address (a link followed again, the address typed): a new entry.
  await gotoAndWait(page, '/projects/house-3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('3 Main St');
  await expectAt(page, 0);
});
