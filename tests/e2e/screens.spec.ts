import type { Page } from '@playwright/test';
import { pageTitle, site } from '../../src/config/site';
import { expectNoSeriousA11yViolations } from './support/axe';
import { readFixturePortfolio } from '../support/fixtures';
import { inListOrder, nth } from './support/expected';
import { frame, headingLevels } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

/**
 * Every screen, loaded directly (the SPA rewrite must serve index.html for deep links), in one
 * visit per screen and width that checks all a visitor gets there: its heading and title, the
 * page frame (spec §2, "Shared page frame") with its primary link, the landmarks and heading
 * outline, no serious axe violation, and the phone's contact bar. Each check is a step of its
 * own in the report.
 */

// The pages as the build made them, from the fixture portfolio.
const first = nth(inListOrder(readFixturePortfolio().projects), 0);

type Screen = {
  path: string;
  /** The h1's text; null where the page says "Project Not Found" without one of its own. */
  h1: string | RegExp | null;
  title: string;
  /** What the menu's primary link reads and where it goes; unchecked where undefined. */
  primary?: { text: string; href: string };
  /** Which checks run here besides the heading and title. */
  frame?: boolean;
  a11y?: boolean;
  phoneBar?: boolean;
  /** A heading and title that do not depend on the width: checked at one width. */
  anyWidth?: boolean;
};

const PROJECTS_LINK = { text: 'Projects', href: '/projects' };
const SCREENS: Screen[] = [
  {
    path: '/',
    h1: /free quote/i,
    title: pageTitle(),
    primary: PROJECTS_LINK,
    frame: true,
    a11y: true,
    phoneBar: true,
  },
  { path: '/home', h1: /free quote/i, title: pageTitle(), primary: PROJECTS_LINK },
  {
    path: '/about-us',
    h1: 'About Us',
    title: pageTitle('About Us'),
    primary: PROJECTS_LINK,
    frame: true,
    a11y: true,
    phoneBar: true,
  },
  {
    path: '/projects',
    h1: 'All Projects',
    title: pageTitle('All Projects'),
    primary: { text: 'Home', href: '/home' },
    frame: true,
    a11y: true,
    phoneBar: true,
  },
  {
    path: `/projects/${first.id}`,
    h1: first.address.address_line_1,
    title: pageTitle(first.address.address_line_1),
    primary: PROJECTS_LINK,
    frame: true,
    a11y: true,
    phoneBar: true,
  },
  {
    path: '/projects/no-such-project',
    h1: null,
    title: pageTitle('Project not found'),
    a11y: true,
  },
  {
    path: '/nope',
    h1: 'Page not found',
    title: pageTitle('Page not found'),
    primary: PROJECTS_LINK,
    frame: true,
    a11y: true,
    phoneBar: true,
  },
  {
    path: '/nope/deeper/still',
    h1: 'Page not found',
    title: pageTitle('Page not found'),
    anyWidth: true,
  },
];

for (const screen of SCREENS) {
  test(`${screen.path}${screen.anyWidth ? ' @any-width' : ''}`, async ({ page }, testInfo) => {
    await gotoAndWait(page, screen.path);
    const f = frame(page);

    await test.step('loads directly with its heading and title', async () => {
      if (screen.h1 === null) {
        await expect(f.main.getByText('Project Not Found or Does Not Exists.')).toBeVisible();
      } else {
        await expect(f.main.getByRole('heading', { level: 1 })).toHaveText(screen.h1);
      }
      await expect(page).toHaveTitle(screen.title);
    });

    if (screen.frame) {
      await test.step('header and footer', async () => {
        await expect(f.header).toBeVisible();
        await expect(f.footer).toBeVisible();
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

    const { primary } = screen;
    if (primary) {
      await test.step(`the primary link reads ${primary.text}`, async () => {
        await expect(f.primaryLink).toHaveText(primary.text);
        await expect(f.primaryLink).toHaveAttribute('href', primary.href);
      });
    }

    if (screen.a11y) {
      if (testInfo.project.name === 'desktop') {
        // Landmarks and the outline do not depend on the width.
        await test.step('has the landmarks and an orderly heading outline', () =>
          expectLandmarksAndOutline(page));
      }
      await test.step('has no serious or critical axe violations', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }

    if (screen.phoneBar) {
      await test.step('the phone bar shows only below 600px, covering nothing', async () => {
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

    if (screen.path === '/nope') {
      // Last: it leaves the page.
      await test.step('"Page not found" is inside the page frame, with a way home', async () => {
        await expect(f.header).toBeVisible();
        await expect(f.mainNav).toBeVisible();
        await expect(f.footer).toBeVisible();
        await expect(
          f.main.getByRole('heading', { level: 1, name: 'Page not found' }),
        ).toBeVisible();
        const home = f.main.getByRole('link', { name: 'Go to the home page' });
        await expect(home).toHaveAttribute('href', '/');
        await home.click();
        await expect(page).toHaveURL('/');
        await expect(page).toHaveTitle(pageTitle());
      });
    }
  });
}

async function expectLandmarksAndOutline(page: Page): Promise<void> {
  const f = frame(page);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(f.mainNav).toHaveCount(1);
  await expect(f.footerNav).toHaveCount(1);

  const levels = await headingLevels(page);
  expect(
    levels.filter((level) => level === 1),
    `h1 count in ${levels}`,
  ).toHaveLength(1);
  expect(levels[0], `first heading in ${levels}`).toBe(1);
  const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1);
  expect(skips, `skipped heading levels in ${levels}`).toEqual([]);
}
