import type { Page } from '@playwright/test';
import { site } from '../../src/config/site';
import type { Project } from '../../src/features/projects/project-schema';
import { serveData, serveFixtureImages } from './support/data';
import { readFixture } from '../support/fixtures';
import { expectedSaleStatus, inListOrder, nth } from './support/expected';
import { cardHeadings, listCards } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

/**
 * 40 projects built here. Every fifth is sold (some of them also flagged pending: sold wins),
 * the next of each five pending, the other three for sale (24, two pages); cities cycle over
 * three, except that the last of each five is in Speedway, where nothing is pending.
 */
const template = nth(readFixture('projects').projects, 0);
const CITIES = ['Indianapolis', 'Carmel', 'Beech Grove'];
const built: Project[] = Array.from({ length: 40 }, (_, index) => ({
  ...template,
  id: `built-${index}`,
  sort: 100 - index,
  is_sold: index % 5 === 0,
  pending_sale: index % 5 === 1 || index % 10 === 0,
  year_sold: index % 5 === 0 ? 2020 : null,
  address: {
    address_line_1: `${index} Test St`,
    city: index % 5 === 4 ? 'Speedway' : nth(CITIES, index % 3),
    state: 'IN',
  },
}));
const ordered = inListOrder(built);
const titles = (projects: Project[]) => projects.map((p) => p.address.address_line_1);
const status = (page: Page) => page.getByRole('group', { name: 'Status' });
const city = (page: Page) => page.getByRole('group', { name: 'City' });
const withStatus = (kind: string) => ordered.filter((p) => expectedSaleStatus(p).status === kind);
const sold = withStatus('sold');
const forSaleInCarmel = withStatus('for-sale').filter((p) => p.address.city === 'Carmel');
const STATUS_LABELS = { 'for-sale': 'For Sale', pending: 'Pending', sold: 'Sold' } as const;

test.describe('project list filters', () => {
  test.beforeEach(async ({ page }) => {
    await serveFixtureImages(page);
    await serveData(page, { json: { projects: built } });
  });

  test('status and city filters show exactly the matching projects, in order, in the URL', async ({
    page,
  }) => {
    await gotoAndWait(page, '/projects');
    await status(page)
      .getByRole('link', { name: `Sold (${sold.length})` })
      .click();
    await expect(page).toHaveURL('/projects?status=sold');
    await expect(cardHeadings(listCards(page))).toHaveText(titles(sold.slice(0, 12)));
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${sold.length} of ${sold.length} projects`,
    );

    await status(page)
      .getByRole('link', { name: /^For Sale/ })
      .click();
    await city(page)
      .getByRole('link', { name: `Carmel (${forSaleInCarmel.length})` })
      .click();
    await expect(page).toHaveURL('/projects?status=for-sale&city=Carmel');
    await expect(cardHeadings(listCards(page))).toHaveText(titles(forSaleInCarmel));
    await expect(status(page).getByRole('link', { name: /^For Sale/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goBack();
    await expect(page).toHaveURL('/projects?status=for-sale');
    await page.goBack();
    await expect(page).toHaveURL('/projects?status=sold');
    await expect(cardHeadings(listCards(page))).toHaveText(titles(sold));
  });

  test('Status: each status shows exactly its projects, in order, with its count', async ({
    page,
  }) => {
    // One page for the three landings, as for the cities below: each is a load of its own.
    for (const [kind, label] of Object.entries(STATUS_LABELS)) {
      await test.step(`Status ${label}: exactly its projects, in order, with its count`, async () => {
        const expected = withStatus(kind);
        await gotoAndWait(page, `/projects?status=${kind}`);
        await expect(
          status(page).getByRole('link', { name: `${label} (${expected.length})` }),
        ).toHaveAttribute('aria-current', 'page');
        await expect(cardHeadings(listCards(page))).toHaveText(titles(expected.slice(0, 12)));
        await expect(page.getByRole('status')).toHaveText(
          `Showing ${Math.min(12, expected.length)} of ${expected.length} projects`,
        );
      });
    }
  });

  test('City: each city, alphabetically, shows exactly its projects', async ({ page }) => {
    await gotoAndWait(page, '/projects');
    const sorted = [...CITIES, 'Speedway'].sort();
    await expect(city(page).getByRole('link')).toHaveText([
      'All (40)',
      ...sorted.map((name) => `${name} (${ordered.filter((p) => p.address.city === name).length})`),
    ]);
    for (const name of sorted) {
      const expected = ordered.filter((p) => p.address.city === name);
      await gotoAndWait(page, `/projects?city=${encodeURIComponent(name)}`);
      await expect(cardHeadings(listCards(page))).toHaveText(titles(expected.slice(0, 12)));
      await expect(page.getByRole('status')).toHaveText(
        `Showing ${Math.min(12, expected.length)} of ${expected.length} projects`,
      );
    }
  });

  test('Load more counts within the filter; another filter starts at one page', async ({
    page,
  }) => {
    const forSale = withStatus('for-sale');
    expect(forSale.length).toBeGreaterThan(12);
    await gotoAndWait(page, '/projects?status=for-sale');
    await expect(listCards(page)).toHaveCount(12);
    await expect(page.getByRole('status')).toHaveText(`Showing 12 of ${forSale.length} projects`);
    await page.getByRole('button', { name: 'Load more projects' }).click();
    await expect(cardHeadings(listCards(page))).toHaveText(titles(forSale.slice(0, 24)));
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${Math.min(24, forSale.length)} of ${forSale.length} projects`,
    );
    await status(page).getByRole('link', { name: 'All (40)' }).click();
    await expect(page).toHaveURL('/projects');
    await expect(listCards(page)).toHaveCount(12);
    await expect(page.getByRole('status')).toHaveText('Showing 12 of 40 projects');
  });

  test('a filter keeps the scroll position; a link to the list opens it at the top', async ({
    page,
  }) => {
    await gotoAndWait(page, '/projects');
    // The filters just below the sticky header: the page is scrolled, and they are in view.
    const scrolled = await status(page).evaluate((node) => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, node.getBoundingClientRect().top - header - 8);
      return window.scrollY;
    });
    expect(scrolled, 'the page scrolled down to the filters').toBeGreaterThan(0);
    const forSale = status(page).getByRole('link', { name: /^For Sale/ });
    await forSale.click();
    await expect(page).toHaveURL('/projects?status=for-sale');
    // The filtered list is on screen: the navigation is over, and the position is what it left.
    await expect(forSale).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'View All Projects' });
    await footerLink.scrollIntoViewIfNeeded();
    await footerLink.click();
    await expect(page).toHaveURL('/projects');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('invalid values are ignored; no match offers Clear filters', async ({ page }) => {
    await gotoAndWait(page, '/projects?status=rented&city=Atlantis');
    await expect(page.getByRole('status')).toHaveText('Showing 12 of 40 projects');
    await expect(status(page).getByRole('link', { name: 'All (40)' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await gotoAndWait(page, '/projects?status=pending&city=Speedway');
    const none = ordered.filter(
      (p) => expectedSaleStatus(p).status === 'pending' && p.address.city === 'Speedway',
    );
    expect(none).toHaveLength(0);
    await expect(page.getByRole('status')).toHaveText('No projects match these filters');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/projects');
    await expect(listCards(page)).toHaveCount(12);
    // The button is gone: focus is on the result count, which a screen reader reads out.
    await expect(page.getByRole('status')).toBeFocused();
    await expect(page.getByRole('status')).toHaveText('Showing 12 of 40 projects');
  });
});

test('a prerendered list opened with ?status=sold shows only sold projects, without layout shift', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The fixture portfolio: the page is the one the build prerendered.
  const built = inListOrder(
    (await import('../support/fixtures')).readFixturePortfolio().projects,
  ).filter((p) => p.is_sold);
  await gotoAndWait(page, '/projects?status=sold');
  await expect(cardHeadings(listCards(page))).toHaveText(titles(built));
  const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
  expect(shift).toBe(0);
});

test.describe('a filtered visit before the scripts run', () => {
  // The aborted scripts are reported by the browser; that is the situation under test.
  test.use({ allowConsoleErrors: true });

  // The inline script and its style hide the list whatever the width.
  test('does not paint the unfiltered list @any-width', async ({ page }) => {
    // The app's scripts never arrive: only index.html's inline script (allowed by the CSP's
    // hash, served by the Hosting emulator with firebase.json's headers) has run.
    await page.route('**/assets/*.js', (route) => route.abort());
    // The list is revealed by a CSS animation 5 s into the visit. Its clock stands still while
    // the test looks, however long the page took to load, and then runs 10× fast.
    const animations = await page.context().newCDPSession(page);
    await animations.send('Animation.enable');
    await animations.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.goto('/projects?status=sold');
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    const results = page.locator('[data-project-results]');
    await expect(results).toBeHidden();
    // If the app never renders, the prerendered list is shown after all, rather than nothing.
    await animations.send('Animation.setPlaybackRate', { playbackRate: 10 });
    await expect(results).toBeVisible();

    await page.goto('/projects');
    await expect(page.locator('[data-project-results]')).toBeVisible();
  });
});

test.describe('reaching the company', () => {
  const project = nth(inListOrder(readFixture('projects').projects), 0);

  test.beforeEach(async ({ page }) => {
    await serveFixtureImages(page);
    await serveData(page, { json: readFixture('projects') });
  });

  test('the details panel e-mails about the address, calls, and Share copies the link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoAndWait(page, `/projects/${project.id}`);
    const panel = page.getByRole('region', { name: 'Interested in this property?' });
    const { address_line_1, city: town, state } = project.address;
    await expect(panel.getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      `mailto:${site.email}?subject=${encodeURIComponent(`${address_line_1}, ${town}, ${state}`)}`,
    );
    await expect(panel.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute(
      'href',
      `tel:${site.phoneE164}`,
    );
    await panel.getByRole('button', { name: 'Share' }).click();
    await expect(panel.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  // The phone bar on each screen: screens.spec.ts.
});

test.describe('filters on a phone', () => {
  for (const width of [320, 375, 414]) {
    test(`at ${width} px every Status option is on screen, and the City row shows more follow @any-width`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await serveFixtureImages(page);
      await serveData(page, { json: { projects: built } });
      await gotoAndWait(page, '/projects');
      const options = status(page).getByRole('link');
      await expect(options).toHaveText([/^All/, /^For Sale/, /^Pending/, /^Sold/]);
      for (const option of await options.all()) {
        const name = await option.textContent();
        const box = await option.boundingBox();
        if (!box) throw new Error(`${name} has no box`);
        expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
      }
      // Nothing in the Status group to scroll to.
      expect(
        await status(page).evaluate((group) =>
          [...group.querySelectorAll('*')].every((node) => node.scrollWidth <= node.clientWidth),
        ),
      ).toBe(true);

      // Four cities and All do not fit: the row says more follow, and Tab reaches the last.
      const more = city(page).locator('[data-more="after"]');
      await expect(more).toBeVisible();
      const last = city(page).getByRole('link', { name: /^Speedway/ });
      await expect(last).not.toBeInViewport({ ratio: 1 });
      await last.focus();
      await expect(last).toBeInViewport({ ratio: 1 });
      await expect(more).toBeHidden();
      await expect(city(page).locator('[data-more="before"]')).toBeVisible();

      // The Status options, and each row as a whole: none depends on the counts it shows.
      const boxes = async () => [
        ...(await options.evaluateAll((links) =>
          links.map((link) => link.getBoundingClientRect().toJSON()),
        )),
        await status(page).boundingBox(),
        await city(page).boundingBox(),
      ];
      const everything = await boxes();
      await expect(city(page).getByRole('link', { name: /^Carmel/ })).toHaveText('Carmel (10)');
      await status(page)
        .getByRole('link', { name: `Sold (${sold.length})` })
        .click();
      await expect(city(page).getByRole('link', { name: /^Carmel/ })).toHaveText('Carmel (2)');
      // Counts of other lengths replaced the ones before without moving either row.
      expect(await boxes()).toEqual(everything);
    });
  }
});
