import type { Page } from '@playwright/test';
import { site } from '../../src/config/site';
import { expect, gotoAndWait, test } from './support/test';

/**
 * The site built with no project (`{ "projects": [] }`, dist-empty/, `npm run build:test`), as a
 * company's site is before its first house: home keeps its banner and company text, home and
 * the list say in the company's voice that projects are coming, with its phone and e-mail
 * links, and a project's address is not found. The page fixture fails on any console error.
 */

/** The empty portfolio's message in main, with the company's links, and no card or error panel. */
async function expectNoProjectsYet(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const message = main.getByText(/Our first projects are coming soon/);
  await expect(message).toBeVisible();
  await expect(message.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    `tel:${site.phoneE164}`,
  );
  await expect(message.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(main.getByRole('article')).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveCount(0);
}

test('an empty portfolio: home, the list and a project address', async ({ page }) => {
  await test.step('home: the banner, the company text, and projects coming soon', async () => {
    await gotoAndWait(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Get a free quote for your investment property',
    );
    await expect(page.getByText(site.shortDescription)).toBeVisible();
    await expectNoProjectsYet(page);
  });

  await test.step('the list: projects coming soon, with the phone and e-mail links', async () => {
    await gotoAndWait(page, '/projects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Projects');
    await expectNoProjectsYet(page);
  });

  await test.step('a project address: the not-found page', async () => {
    await gotoAndWait(page, '/projects/2417-n-maple-st');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Project Not Found or Does Not Exists.',
    );
  });
});
