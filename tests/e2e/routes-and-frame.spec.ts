import { pageTitle, site } from '../../src/config/site';
import { readFixture, serveFixture } from './support/data';
import { inListOrder, nth } from './support/expected';
import { frame, listCards, viewLink } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

const fixtureProject = { id: 'maple-2417', addressLine1: '2417 N Maple St' };

/** Every screen, loaded directly (the SPA rewrite must serve index.html for deep links). */
const ROUTES = [
  { path: '/', h1: /free quote/i, title: pageTitle() },
  { path: '/home', h1: /free quote/i, title: pageTitle() },
  { path: '/about-us', h1: 'About Us', title: pageTitle('About Us') },
  { path: '/projects', h1: 'All Projects', title: pageTitle('All Projects') },
  {
    path: `/projects/${fixtureProject.id}`,
    h1: fixtureProject.addressLine1,
    title: pageTitle(fixtureProject.addressLine1),
  },
  {
    path: '/projects/no-such-project',
    h1: null,
    title: pageTitle('Project not found'),
  },
  { path: '/nope', h1: 'Page not found', title: pageTitle('Page not found') },
  { path: '/nope/deeper/still', h1: 'Page not found', title: pageTitle('Page not found') },
] as const;

test.beforeEach(async ({ page }) => {
  await serveFixture(page);
});

test.describe('routes', () => {
  for (const route of ROUTES) {
    test(`${route.path} loads directly with its heading and title @any-width`, async ({ page }) => {
      await gotoAndWait(page, route.path);
      const { main } = frame(page);
      if (route.h1 === null) {
        await expect(main.getByText('Project Not Found or Does Not Exists.')).toBeVisible();
      } else {
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      }
      await expect(page).toHaveTitle(route.title);
    });
  }

  test('an unmatched route shows "Page not found" inside the page frame', async ({ page }) => {
    await gotoAndWait(page, '/nope');
    const { header, footer, main, mainNav } = frame(page);
    await expect(header).toBeVisible();
    await expect(mainNav).toBeVisible();
    await expect(footer).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    const home = main.getByRole('link', { name: 'Go to the home page' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(pageTitle());
  });
});

test.describe('page frame', () => {
  for (const path of ['/', '/about-us', '/projects', `/projects/${fixtureProject.id}`, '/nope']) {
    test(`header and footer on ${path}`, async ({ page }) => {
      await gotoAndWait(page, path);
      const f = frame(page);

      await expect(f.headerLogo).toBeVisible();
      await expect(f.headerLogo).toHaveAttribute('href', '/');
      await expect(f.mainNav).toBeVisible();
      await expect(f.aboutLink).toBeVisible();
      await expect(f.aboutLink).toHaveAttribute('href', '/about-us');
      await expect(f.primaryLink).toBeVisible();

      await expect(f.footerLogo).toHaveAttribute('href', '/');
      const footerProjects = f.footerNav.getByRole('link', { name: 'View All Projects' });
      const footerAbout = f.footerNav.getByRole('link', { name: 'About Us', exact: true });
      await expect(footerProjects).toHaveAttribute('href', '/projects');
      await expect(footerAbout).toHaveAttribute('href', '/about-us');
      await expect(f.footer).toContainText(
        `All Rights Reserved. © Copyright ${site.copyrightYear}.`,
      );
    });
  }

  test('the primary link reads Home only on the project list', async ({ page }) => {
    for (const [path, text, href] of [
      ['/', 'Projects', '/projects'],
      ['/home', 'Projects', '/projects'],
      ['/about-us', 'Projects', '/projects'],
      ['/projects', 'Home', '/home'],
      [`/projects/${fixtureProject.id}`, 'Projects', '/projects'],
      ['/nope', 'Projects', '/projects'],
    ] as const) {
      await gotoAndWait(page, path);
      const { primaryLink } = frame(page);
      await expect(primaryLink, path).toHaveText(text);
      await expect(primaryLink, path).toHaveAttribute('href', href);
    }
  });

  test('the primary link updates after each client-side navigation', async ({ page }) => {
    const first = nth(inListOrder(readFixture('projects').projects), 0);
    await gotoAndWait(page, '/');
    // A marker that a full page load would wipe out: every step below must be client-side.
    await page.evaluate(() => ((window as unknown as { spa: boolean }).spa = true));
    const f = frame(page);

    await expect(f.primaryLink).toHaveText('Projects');
    await f.primaryLink.click();
    await expect(page).toHaveURL('/projects');
    await expect(f.primaryLink).toHaveText('Home');
    await expect(f.primaryLink).toHaveAttribute('href', '/home');

    await viewLink(listCards(page).first(), first.address.address_line_1).click();
    await expect(page).toHaveURL(`/projects/${first.id}`);
    await expect(f.primaryLink).toHaveText('Projects');
    await expect(f.primaryLink).toHaveAttribute('href', '/projects');

    await f.aboutLink.click();
    await expect(page).toHaveURL('/about-us');
    await expect(f.primaryLink).toHaveText('Projects');

    await f.primaryLink.click();
    await expect(page).toHaveURL('/projects');
    await expect(f.primaryLink).toHaveText('Home');
    await f.primaryLink.click();
    await expect(page).toHaveURL('/home');
    await expect(f.primaryLink).toHaveText('Projects');

    await f.footerLogo.click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => (window as unknown as { spa?: boolean }).spa)).toBe(true);
  });
});
