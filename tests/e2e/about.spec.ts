import { pageTitle, site } from '../../src/config/site';
import { expect, gotoAndWait, test } from './support/test';

// One visit, a step for each part of the page.
test('about and contact', async ({ page }) => {
  await gotoAndWait(page, '/about-us');
  const main = page.getByRole('main');

  await test.step('heading, title and company description', async () => {
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page).toHaveTitle(pageTitle('About Us'));
    await expect(main.getByText(site.description)).toBeVisible();
  });

  await test.step('the eight specialties as a list', async () => {
    await expect(main.getByRole('heading', { level: 2, name: 'Our Specialties' })).toBeVisible();
    const list = main.getByRole('list').filter({ hasText: site.specialties[0] });
    await expect(list).toHaveCount(1);
    await expect(list.getByRole('listitem')).toHaveText([...site.specialties]);
  });

  await test.step('contact card with an e-mail link and a phone link', async () => {
    await expect(main.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
    await expect(
      main.getByText('For any questions or inquiries, please contact us!'),
    ).toBeVisible();

    const email = main.locator(`a[href="mailto:${site.email}"]`);
    await expect(email).toHaveCount(1);
    await expect(email).toBeVisible();
    await expect(email).toContainText(site.email);

    const phone = main.locator(`a[href="tel:${site.phoneE164}"]`);
    await expect(phone).toHaveCount(1);
    await expect(phone).toBeVisible();
    await expect(phone).toContainText(site.phone);
  });
});
