import { pageTitle, site } from '../../src/config/site';
import { serveFixture } from './support/data';
import { inListOrder } from './support/expected';
import { anyCards, cardHeadings, viewLink } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

const HOME_PREVIEW_COUNT = 3;

test.describe('home', () => {
  // One visit for the two parts of / that lead elsewhere: each link is followed, and Back
  // returns to the page for the next.
  test('quote banner invites a free quote by e-mail or call, with Contact Us; Projects preview: the first 3 by sort, View All, no list title', async ({
    page,
  }) => {
    const { projects } = await serveFixture(page);
    const expected = inListOrder(projects).slice(0, HOME_PREVIEW_COUNT);
    await gotoAndWait(page, '/');
    const main = page.getByRole('main');

    await test.step('quote banner invites a free quote by e-mail or call, with Contact Us', async () => {
      const h1 = main.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      await expect(h1).toHaveText(/free quote/i);

      const contact = main.getByRole('link', { name: 'Contact Us', exact: true });
      await expect(contact).toBeVisible();
      await expect(contact).toHaveAttribute('href', '/about-us');
      // The banner is the nearest box holding both the heading and its Contact Us link.
      const banner = h1.locator('xpath=ancestor::*[.//a[normalize-space()="Contact Us"]][1]');
      await expect(banner).toContainText(/e-?mail/i);
      await expect(banner).toContainText(/call/i);

      await contact.click();
      await expect(page).toHaveURL('/about-us');
      await page.goBack();
      await expect(page).toHaveURL('/');
    });

    await test.step('Projects preview: the first 3 by sort, View All, no list title', async () => {
      await expect(
        main.getByRole('heading', { level: 2, name: 'Projects', exact: true }),
      ).toBeVisible();
      await expect(main.getByRole('heading', { name: 'All Projects' })).toHaveCount(0);

      const cards = anyCards(page);
      await expect(cards).toHaveCount(HOME_PREVIEW_COUNT);
      await expect(cardHeadings(cards)).toHaveText(expected.map((p) => p.address.address_line_1));
      for (const [index, project] of expected.entries()) {
        await expect(viewLink(cards.nth(index), project.address.address_line_1)).toHaveAttribute(
          'href',
          `/projects/${project.id}`,
        );
      }

      const viewAll = main.getByRole('link', { name: 'View All', exact: true });
      await expect(viewAll).toBeVisible();
      await expect(viewAll).toHaveAttribute('href', '/projects');
      await viewAll.click();
      await expect(page).toHaveURL('/projects');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Projects');
    });
  });

  test('About Us splash with a short description and Learn more', async ({ page }) => {
    await serveFixture(page);
    await gotoAndWait(page, '/home');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible();
    await expect(main.getByText(site.shortDescription)).toBeVisible();
    const learnMore = main.getByRole('link', { name: 'Learn more' });
    await expect(learnMore).toBeVisible();
    await expect(learnMore).toHaveAttribute('href', '/about-us');
    await learnMore.click();
    await expect(page).toHaveURL('/about-us');
    await expect(page).toHaveTitle(pageTitle('About Us'));
  });
});
