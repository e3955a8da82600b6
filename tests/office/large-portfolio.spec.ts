/**
 * The office at 1,000 projects: the list is paged or virtualised (the page holds a bounded
 * number of rows, whatever the portfolio's size) and its thumbnails load lazily. Not timed: how
 * fast it opens is measured by tests/office/measure.ts, and docs/office.md gives the figure.
 */
import { generatedPortfolio } from './support/portfolio';
import { expect, officeForThisFile, row, test } from './support/test';

const COUNT = 1000;
const office = officeForThisFile({ portfolio: generatedPortfolio(COUNT) });

/** Far fewer rows than projects: what a paged or virtualised list keeps in the page. */
const MOST_ROWS = 200;

test('lists 1,000 projects with a bounded number of rows and lazy thumbnails', async ({ page }) => {
  await page.goto(office().url);
  await expect(row(page, '1 Test St')).toContainText(/1st of 1,?000/);
  const rows = page.getByRole('list', { name: /projects/i }).getByRole('listitem');
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(MOST_ROWS);
  const thumbnails = page.getByRole('list', { name: /projects/i }).locator('img');
  expect(await thumbnails.count()).toBeLessThanOrEqual(MOST_ROWS);
  expect(
    await thumbnails.evaluateAll(
      (images) => images.filter((image) => image.getAttribute('loading') !== 'lazy').length,
    ),
    'thumbnails not loading=lazy',
  ).toBe(0);

  // Show more adds a page of rows, still far fewer than the projects.
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  expect(await rows.count()).toBeLessThanOrEqual(MOST_ROWS);

  // A project far down the list is a search away, and the rows stay bounded.
  await page.getByLabel('Search by address').fill('987 Test St');
  await expect(row(page, '987 Test St')).toContainText(/987th of 1,?000/);
  expect(await rows.count()).toBeLessThanOrEqual(MOST_ROWS);
});
