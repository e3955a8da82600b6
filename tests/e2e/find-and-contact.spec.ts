import type { Page } from '@playwright/test';
import { site } from '../../src/config/site';
import type { Project } from '../../src/features/projects/project-schema';
import { readFixture, serveData, serveFixtureImages } from './support/data';
import { expectedSaleStatus, inListOrder, nth } from './support/expected';
import { cardHeadings, listCards } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

/** 30 projects built here: statuses and cities cycle, so every filter has several pages or none. */
const template = nth(readFixture('projects').projects, 0);
const CITIES = ['Carmel', 'Beech Grove', 'Indianapolis'];
const built: Project[] = Array.from({ length: 30 }, (_, index) => ({
  ...template,
  id: `built-${index}`,
  sort: 100 - index,
  is_sold: index % 3 === 0,
  pending_sale: index % 2 === 0,
  year_sold: index % 3 === 0 ? 2020 : null,
  address: { address_line_1: `${index} Test St`, city: nth(CITIES, index % 3), state: 'IN' },
}));
const ordered = inListOrder(built);
const titles = (projects: Project[]) => projects.map((p) => p.address.address_line_1);
const status = (page: Page) => page.getByRole('group', { name: 'Status' });
const city = (page: Page) => page.getByRole('group', { name: 'City' });
const sold = ordered.filter((p) => expectedSaleStatus(p).status === 'sold');
const forSaleInCarmel = ordered.filter(
  (p) => expectedSaleStatus(p).status === 'for-sale' && p.address.city === 'Carmel',
);

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
      .getByRole('button', { name: `Sold (${sold.length})` })
      .click();
    await expect(page).toHaveURL('/projects?status=sold');
    await expect(cardHeadings(listCards(page))).toHaveText(titles(sold.slice(0, 12)));
    await expect(page.getByRole('status')).toHaveText(`Showing 10 of ${sold.length} projects`);

    await status(page)
      .getByRole('button', { name: /^For Sale/ })
      .click();
    await city(page)
      .getByRole('button', { name: `Carmel (${forSaleInCarmel.length})` })
      .click();
    await expect(page).toHaveURL('/projects?status=for-sale&city=Carmel');
    await expect(cardHeadings(listCards(page))).toHaveText(titles(forSaleInCarmel));
    await expect(status(page).getByRole('button', { name: /^For Sale/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goBack();
    await expect(page).toHaveURL('/projects?status=for-sale');
    await page.goBack();
    await expect(page).toHaveURL('/projects?status=sold');
    await expect(cardHeadings(listCards(page))).toHaveText(titles(sold));
  });

  test('Load more counts within the filter', async ({ page }) => {
    const notSold = ordered.filter((p) => expectedSaleStatus(p).status !== 'sold');
    const pending = notSold.filter((p) => p.pending_sale);
    await gotoAndWait(page, '/projects?status=pending');
    await expect(listCards(page)).toHaveCount(Math.min(12, pending.length));
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${Math.min(12, pending.length)} of ${pending.length} projects`,
    );
    await gotoAndWait(page, '/projects');
    await expect(page.getByRole('status')).toHaveText('Showing 12 of 30 projects');
    await page.getByRole('button', { name: 'Load more projects' }).click();
    await expect(listCards(page)).toHaveCount(24);
  });

  test('invalid values are ignored; no match offers Clear filters', async ({ page }) => {
    await gotoAndWait(page, '/projects?status=rented&city=Atlantis');
    await expect(page.getByRole('status')).toHaveText('Showing 12 of 30 projects');
    await expect(status(page).getByRole('button', { name: 'All (30)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await gotoAndWait(page, '/projects?status=pending&city=Carmel');
    const none = ordered.filter(
      (p) => expectedSaleStatus(p).status === 'pending' && p.address.city === 'Carmel',
    );
    expect(none).toHaveLength(0);
    await expect(page.getByRole('status')).toHaveText('No projects match these filters');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/projects');
    await expect(listCards(page)).toHaveCount(12);
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
  // The shipped data: the page is the one the build prerendered.
  const shipped = inListOrder(
    (await import('./support/data')).readShippedDataFile().projects,
  ).filter((p) => p.is_sold);
  await gotoAndWait(page, '/projects?status=sold');
  await expect(cardHeadings(listCards(page))).toHaveText(titles(shipped));
  const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
  expect(shift).toBeLessThanOrEqual(0.01);
});

test.describe('a filtered visit before the scripts run', () => {
  // The aborted scripts are reported by the browser; that is the situation under test.
  test.use({ allowConsoleErrors: true });

  test('does not paint the unfiltered list', async ({ page }) => {
    // The app's scripts never arrive: only index.html's inline script (allowed by the CSP's
    // hash, served by the Hosting emulator with firebase.json's headers) has run.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/projects?status=sold');
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    const results = page.locator('[data-project-results]');
    await expect(results).toBeHidden();
    // If the app never renders, the prerendered list is shown after all, rather than nothing.
    await expect(results).toBeVisible({ timeout: 10_000 });

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

  for (const path of ['/', '/about-us', '/projects', `/projects/${project.id}`, '/nope']) {
    test(`phone bar on ${path}: only below 600px, covering nothing`, async ({ page }, testInfo) => {
      await gotoAndWait(page, path);
      const bar = page.getByRole('complementary', { name: 'Contact us' });
      if (testInfo.project.name !== 'phone') {
        await expect(bar).toBeHidden();
        return;
      }
      await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute(
        'href',
        `tel:${site.phoneE164}`,
      );
      await expect(bar.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barTop = (await bar.boundingBox())?.y ?? 0;
      const copyright = page.getByText(/All Rights Reserved/);
      const last = await copyright.boundingBox();
      expect(last && last.y + last.height).toBeLessThanOrEqual(barTop);
    });
  }
});
