import { site } from '../../src/config/site';
import { expectNoSeriousA11yViolations } from './support/axe';
import { readFixture, serveFixture } from './support/data';
import { inListOrder, nth } from './support/expected';
import { frame, headingLevels, listCards, viewLink } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

const first = nth(inListOrder(readFixture('projects').projects), 0);

const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about-us' },
  { name: 'project list', path: '/projects' },
  { name: 'project details', path: `/projects/${first.id}` },
  { name: 'unknown project', path: '/projects/no-such-project' },
  { name: 'unmatched route', path: '/nope' },
];

test.beforeEach(async ({ page }) => {
  await serveFixture(page);
});

for (const route of ROUTES) {
  test.describe(route.name, () => {
    test('has no serious or critical axe violations', async ({ page }) => {
      await gotoAndWait(page, route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('has the landmarks and an orderly heading outline @any-width', async ({ page }) => {
      await gotoAndWait(page, route.path);
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
    });
  });
}

test.describe('keyboard', () => {
  test('Tab from the top reaches the logo, About Us and the primary link', async ({ page }) => {
    await gotoAndWait(page, '/');
    const reached: string[] = [];
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el) return '';
          const name = el.getAttribute('aria-label') ?? el.textContent ?? '';
          return `${name.trim()} -> ${el.getAttribute('href') ?? ''}`;
        }),
      );
    }
    const logo = reached.indexOf(`${site.name} home -> /`);
    const about = reached.indexOf('About Us -> /about-us');
    const projects = reached.indexOf('Projects -> /projects');
    expect(logo, `focus order ${reached.join(' | ')}`).toBeGreaterThanOrEqual(0);
    expect(about, `focus order ${reached.join(' | ')}`).toBeGreaterThan(logo);
    expect(projects, `focus order ${reached.join(' | ')}`).toBeGreaterThan(logo);
  });

  test("Enter on a card's View link opens the project", async ({ page }) => {
    await gotoAndWait(page, '/projects');
    const view = viewLink(listCards(page).first(), first.address.address_line_1);
    await view.focus();
    await expect(view).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/projects/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.address.address_line_1);
  });
});
