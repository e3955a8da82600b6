import { pageTitle } from '../../src/config/site';
import { checkProjectRecord } from '../../src/features/projects/project-schema';
import type { Project } from '../../src/features/projects/project-schema';
import { PHOTO_FORMATS, PHOTO_WIDTHS, variantUrl } from '../../src/lib/responsive-image';
import { DATA_FILE_URL } from '../../src/features/projects/data-file';
import { type DataFile } from './support/data';
import { readFixturePortfolio } from '../support/fixtures';
import {
  bedsAndBaths,
  expectedSaleStatus,
  expectedSections,
  inListOrder,
  SECTIONS,
  squareFeet,
} from './support/expected';
import {
  anyCards,
  cardHeadings,
  cardImage,
  listCards,
  saleBanner,
  SLIDE_PHOTOS,
} from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

/**
 * Smoke tests against the data file the site ships, with no routing: what a
 * visitor gets from the production build. Expectations come from the file itself.
 */
let portfolio: DataFile;
let projects: Project[];

// Read in a hook, not at import: a missing file then fails these tests, not the whole run.
test.beforeAll(() => {
  portfolio = readFixturePortfolio();
  projects = inListOrder(portfolio.projects);
});

test.describe('the fixture portfolio as built', () => {
  test('every record is valid and every image it names is served @any-width', async ({
    request,
  }) => {
    expect(projects.length, 'projects in the fixture portfolio').toBeGreaterThanOrEqual(3);
    for (const record of portfolio.projects) {
      const result = checkProjectRecord(record);
      expect(
        result.ok,
        `record ${record.id}: ${result.ok ? '' : JSON.stringify(result.issues)}`,
      ).toBe(true);
    }
    // The build serves the file as written, with each photo's real size filled in.
    const served = await request.get(DATA_FILE_URL);
    expect(served.ok()).toBe(true);
    const servedFile = (await served.json()) as DataFile;
    const withoutSizes = JSON.parse(JSON.stringify(servedFile), (key: string, value: unknown) =>
      key === 'width' || key === 'height' || key === 'before_width' || key === 'before_height'
        ? undefined
        : value,
    ) as DataFile;
    expect(withoutSizes).toEqual(portfolio);
    for (const image of servedFile.projects.flatMap((p) => p.images)) {
      expect(image, image.url).toMatchObject({ width: 1280, height: 720 });
    }

    // Every local photo is served as its responsive copies, and never as the original.
    const urls = [...new Set(projects.flatMap((p) => p.images.map((image) => image.url)))];
    for (const url of urls.filter((u) => u.startsWith('/'))) {
      for (const width of PHOTO_WIDTHS) {
        for (const format of PHOTO_FORMATS) {
          const copy = variantUrl(url, width, format);
          const response = await request.get(copy);
          expect(response.status(), copy).toBe(200);
          expect(response.headers()['content-type'], copy).toBe(`image/${format}`);
        }
      }
      const original = await request.get(url);
      expect(original.headers()['content-type'], `${url} is not deployed`).toMatch(/text\/html/);
    }
  });

  test('the list shows every project in sort order, with loaded images', async ({ page }) => {
    await gotoAndWait(page, '/projects');
    const cards = listCards(page);
    await expect(cardHeadings(cards)).toHaveText(projects.map((p) => p.address.address_line_1));
    for (const [index, project] of projects.entries()) {
      const card = cards.nth(index);
      await expect(saleBanner(card)).toHaveText(expectedSaleStatus(project).text);
      await expect(card.getByText(bedsAndBaths(project), { exact: true })).toBeVisible();
      await expect(card.getByText(squareFeet(project), { exact: true })).toBeVisible();
      const image = cardImage(card);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
          message: `${project.id} card image loaded`,
        })
        .toBeGreaterThan(0);
    }
  });

  test('home previews the first three', async ({ page }) => {
    await gotoAndWait(page, '/');
    await expect(cardHeadings(anyCards(page))).toHaveText(
      projects.slice(0, 3).map((p) => p.address.address_line_1),
    );
  });

  test('every project has a details page with its sections @any-width', async ({ page }) => {
    await gotoAndWait(page, '/projects');
    for (const project of projects) {
      await gotoAndWait(page, `/projects/${project.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        project.address.address_line_1,
      );
      await expect(page).toHaveTitle(pageTitle(project.address.address_line_1));
      for (const section of expectedSections(project)) {
        const region = main.getByRole('region', { name: section.title, exact: true });
        // Every slide is named, whether or not its photo has been fetched yet.
        await expect(region.locator(SLIDE_PHOTOS), `${project.id} ${section.title}`).toHaveCount(
          section.urls.length,
        );
      }
      const present = expectedSections(project).map((s) => s.title);
      for (const { title } of SECTIONS.filter((s) => !present.includes(s.title))) {
        await expect(main.getByRole('region', { name: title, exact: true })).toHaveCount(0);
      }
    }
  });
});
