import { projectPath, routes } from '../../src/config/routes';
import { readFixturePortfolio } from '../support/fixtures';
import { frame } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

/**
 * The narrowest phones in use (320px: iPhone SE 1st generation, small Androids): every page
 * fits the screen, so the page never scrolls sideways, and the header shows its whole menu.
 */

const NARROWEST = { width: 320, height: 640 };
const [project] = readFixturePortfolio().projects;
if (!project) throw new Error('the fixture portfolio has no projects');

/** Every kind of page, with what the menu's primary link reads there (spec §2). */
const PAGES = [
  { path: routes.home, primary: 'Projects' },
  { path: routes.projects, primary: 'Home' },
  { path: projectPath(project), primary: 'Projects' },
  { path: routes.about, primary: 'Projects' },
  { path: '/projects/no-such-project', primary: 'Projects' },
  { path: '/no-such-page', primary: 'Projects' },
] as const;

test.use({ viewport: NARROWEST, isMobile: true, hasTouch: true });

for (const { path, primary } of PAGES) {
  test(`${path} fits a 320px screen, menu and all @any-width`, async ({ page }) => {
    await gotoAndWait(page, path);
    // Swiper's carousels set themselves up as they come near: visit the whole page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );

    const width = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(width.page, 'page width').toBeLessThanOrEqual(width.screen);
    await page.evaluate(() => window.scrollBy(100, 0));
    expect(await page.evaluate(() => window.scrollX), 'sideways scroll').toBe(0);

    // The logo and both menu links on screen, whole.
    const { headerLogo, aboutLink, primaryLink } = frame(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(primaryLink).toHaveText(primary);
    for (const link of [headerLogo, aboutLink, primaryLink]) {
      const box = await link.boundingBox();
      if (!box) throw new Error('a header link is not rendered');
      expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(NARROWEST.width);
      expect(
        await link.evaluate((element) => element.scrollWidth <= element.clientWidth),
        'label not cut',
      ).toBe(true);
    }
  });
}
