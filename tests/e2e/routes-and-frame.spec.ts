import { serveFixture } from './support/data';
import { readFixture } from '../support/fixtures';
import { inListOrder, nth } from './support/expected';
import { frame, listCards, viewLink } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await serveFixture(page);
});

// Each screen loaded directly, its frame and its primary link: screens.spec.ts.
test.describe('page frame', () => {
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

    // The details page's code has not come yet: Loading shows over the list, which stays
    // where it was, until it does.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/project-details-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await viewLink(listCards(page).first(), first.address.address_line_1).click();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL('/projects');
    release();
    await expect(page).toHaveURL(`/projects/${first.id}`);
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
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
