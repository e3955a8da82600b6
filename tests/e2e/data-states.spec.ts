import { reserveData, serveData, serveFixture, serveFixtureImages } from './support/data';
import { readFixture } from '../support/fixtures';
import {
  expectedSaleStatus,
  expectedSections,
  expectedWorkType,
  inListOrder,
  nth,
  slideAlt,
  squareFeet,
} from './support/expected';
import {
  anyCards,
  cardHeadings,
  listCards,
  saleBanner,
  SLIDE_PHOTOS,
  viewLink,
} from './support/screens';
import { expect, gotoAndWait, test, waitForApp } from './support/test';

const fixture = readFixture('projects');
const ordered = inListOrder(fixture.projects);

test.describe('loading', () => {
  // Home and the list are prerendered with the fixture portfolio's projects, so the spinner shows when a
  // visitor navigates there before the data has arrived; a project page that was not
  // prerendered (these ids are not the portfolio's) shows it on a direct load.
  for (const { content, open } of [
    { content: 'list', open: { from: '/about-us', link: 'Projects' } },
    { content: 'home preview', open: { from: '/about-us', link: 'Crossroads Renovation home' } },
    { content: 'details', open: { path: `/projects/${nth(ordered, 0).id}` } },
  ]) {
    test(`a Loading spinner shows on the ${content} until the data arrives @any-width`, async ({
      page,
    }) => {
      await serveFixtureImages(page);
      const data = await serveData(page, { json: fixture }, { hold: true });
      if ('path' in open) {
        await page.goto(open.path);
      } else {
        await page.goto(open.from);
        // A client-side navigation: a link followed before the app starts loads a new page.
        await waitForApp(page);
        await page.getByRole('banner').getByRole('link', { name: open.link, exact: true }).click();
      }

      const spinner = page.getByRole('main').getByRole('progressbar', { name: 'Loading' });
      await expect(spinner).toBeVisible();
      await expect(page.getByRole('main').getByText('Loading', { exact: true })).toBeVisible();
      await expect(anyCards(page)).toHaveCount(0);

      data.release();
      await expect(spinner).toHaveCount(0);
      if (content === 'details') {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          nth(ordered, 0).address.address_line_1,
        );
      } else {
        await expect(anyCards(page).first()).toBeVisible();
      }
    });
  }
});

test.describe('data failure', () => {
  test.use({ allowConsoleErrors: true });

  for (const { name, response } of [
    { name: 'HTTP 500', response: { status: 500 } },
    { name: 'invalid JSON', response: { body: '{"projects": [ {"id": ' } },
    {
      name: 'a page data file without its projects array',
      response: { body: JSON.stringify({ items: [] }) },
    },
  ]) {
    test(`${name}: an alert with Retry, and Retry recovers @any-width`, async ({ page }) => {
      await serveFixtureImages(page);
      await serveData(page, response);
      await page.goto('/projects');

      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(/(couldn.t|could not|unable to|failed to) load/i);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(listCards(page)).toHaveCount(0);

      await reserveData(page, { json: fixture });
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(cardHeadings(listCards(page))).toHaveText(
        ordered.map((p) => p.address.address_line_1),
      );
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  test('the failure also shows on home and details @any-width', async ({ page }) => {
    await serveData(page, { status: 500 });
    for (const path of ['/', `/projects/${nth(ordered, 0).id}`]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('alert'), path).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' }), path).toBeVisible();
    }
  });
});

test('no data file is fetched twice in a visit, across client-side navigation @any-width', async ({
  page,
}) => {
  await serveFixtureImages(page);
  const data = await serveData(page, { json: fixture });
  const first = nth(ordered, 0);

  await gotoAndWait(page, '/');
  await page.getByRole('main').getByRole('link', { name: 'View All', exact: true }).click();
  await expect(listCards(page)).toHaveCount(ordered.length);
  await viewLink(listCards(page).first(), first.address.address_line_1).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.address.address_line_1);
  await page.getByRole('banner').getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(listCards(page)).toHaveCount(ordered.length);
  await viewLink(listCards(page).first(), first.address.address_line_1).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.address.address_line_1);
  await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
  await expect(anyCards(page)).toHaveCount(3);

  // Each page's own file, once: home's, the list's, the project's.
  expect(data.requests()).toEqual([
    '/assets/Data/pages/home.json',
    '/assets/Data/pages/projects.json',
    `/assets/Data/pages/projects/${first.id}.json`,
  ]);
});

test.describe('replacement data file', () => {
  const replacement = readFixture('replacement');
  const replaced = inListOrder(replacement.projects);

  test('list follows the new ids and order', async ({ page }) => {
    await serveFixture(page, 'replacement');
    await gotoAndWait(page, '/projects');
    const cards = listCards(page);
    await expect(cardHeadings(cards)).toHaveText(replaced.map((p) => p.address.address_line_1));
    for (const [index, project] of replaced.entries()) {
      const card = cards.nth(index);
      await expect(saleBanner(card)).toHaveText(expectedSaleStatus(project).text);
      const workType = expectedWorkType(project);
      if (workType) await expect(card.getByText(workType, { exact: true })).toBeVisible();
      await expect(card.getByText(squareFeet(project), { exact: true })).toBeVisible();
      await expect(viewLink(card, project.address.address_line_1)).toHaveAttribute(
        'href',
        `/projects/${project.id}`,
      );
    }
  });

  test('details show each project its own section mix @any-width', async ({ page }) => {
    await serveFixture(page, 'replacement');
    for (const project of replaced) {
      await gotoAndWait(page, `/projects/${project.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        project.address.address_line_1,
      );
      const regions = page.getByRole('main').getByRole('region');
      const sections = expectedSections(project);
      const names = await regions.evaluateAll((nodes) =>
        nodes.map((node) => node.querySelector('h2')?.textContent?.trim() ?? ''),
      );
      expect(
        names.filter((name) =>
          ['Exterior', 'Interior', 'Kitchen', 'Baths', 'Rooms'].includes(name),
        ),
        project.id,
      ).toEqual(sections.map((s) => s.title));
      for (const s of sections) {
        const region = page.getByRole('region', { name: s.title, exact: true });
        // Far slides are placeholders until they come near, but every slide is named.
        await expect(region.locator(SLIDE_PHOTOS)).toHaveCount(s.urls.length);
        await expect(
          region.getByRole('img', {
            name: slideAlt(s.title, s.urls.length, s.urls.length, project),
            exact: true,
          }),
        ).toHaveCount(1);
      }
    }
  });
});
