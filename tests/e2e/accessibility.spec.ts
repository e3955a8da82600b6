import { site } from '../../src/config/site';
import { serveFixture } from './support/data';
import { readFixture } from '../support/fixtures';
import { inListOrder, nth } from './support/expected';
import { listCards, viewLink } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

const first = nth(inListOrder(readFixture('projects').projects), 0);

// Each screen's axe check, landmarks and heading outline: screens.spec.ts.

test.beforeEach(async ({ page }) => {
  await serveFixture(page);
});

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
