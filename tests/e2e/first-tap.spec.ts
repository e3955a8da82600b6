import type { Locator, Page } from '@playwright/test';
import { projectById } from './support/data';
import { readFixturePortfolio } from '../support/fixtures';
import { cityState, expectedSections, inListOrder, slideAlt } from './support/expected';
import { openWithCodeHeld } from './support/held-code';
import { cardHeadings, listCards } from './support/screens';
import { appStarted, expect, test } from './support/test';

/**
 * A visitor's first tap does what it says even when it lands before the app has started (a
 * built page paints before its code has arrived, and hydrates once the page's own code has
 * too; src/app/start-up.tsx). A photo and a filter are links: the browser follows the tap, and
 * the page it loads opens the photo or shows the filtered list. A carousel arrow and a
 * comparison are replayed as the app starts (src/app/early-clicks.ts). The code the tap needs
 * is held on the network until the tap has landed: the app itself, or the details page's chunk
 * (with Swiper) that the app waits for. Each test waits until that code has been asked for,
 * taps, checks in the page that the code had not arrived at the moment of the tap, lets it
 * through and checks the outcome: nothing depends on how fast the host is.
 */

const portfolio = readFixturePortfolio();
const portfolioProjects = portfolio.projects;
/** Prerendered, with before-and-after pairs and a Kitchen carousel of three photos. */
const project = projectById(portfolio, '412-s-9th-ave');
const PAGE = `/projects/${project.id}`;
const ADDRESS = project.address.address_line_1;
const sections = expectedSections(project);
const kitchen = sections.find((section) => section.flag === 'kitchen');
const kitchenPhotos = kitchen?.urls.length ?? 0;
/** The viewer's ?photo= ids in its order: the cover, then each carousel's photos. */
const photoIds = [
  'cover',
  ...sections.flatMap((section) => section.urls.map((_, i) => `${section.flag}-${i + 1}`)),
];
/** "5 / 10": where the viewer says a photo is. */
const viewerCount = (id: string) => `${photoIds.indexOf(id) + 1} / ${photoIds.length}`;

/** The code a tap waits for: the app, or the details page's chunk (with Swiper). */
const APP_CODE = /\/assets\/index-[^/]*\.js$/;
const PAGE_CODE = /\/assets\/project-details-page-[^/]*\.js$/;

/** What the page knew when the first press landed. */
type AtTap = { scripts: string[]; swiperReady: boolean | null; target: string };

/**
 * Records, in the page, the state at the visitor's first press: which scripts had arrived and
 * whether the carousel under it was set up. Heard on the window in the capture phase, before
 * anything of the app's. Kept in the tab's session storage, so that it outlives a link the
 * press followed.
 */
async function recordFirstPress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = (event: Event) => {
      if (sessionStorage.getItem('firstPress') || !(event.target instanceof Element)) return;
      const swiper = event.target.closest('.swiper');
      const atTap: AtTap = {
        scripts: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
        swiperReady: swiper ? swiper.classList.contains('swiper-initialized') : null,
        target: event.target.outerHTML.slice(0, 80),
      };
      sessionStorage.setItem('firstPress', JSON.stringify(atTap));
    };
    window.addEventListener('pointerdown', record, true);
    window.addEventListener('click', record, true);
  });
}

async function firstPress(page: Page): Promise<AtTap> {
  const recorded = await page.evaluate(() => sessionStorage.getItem('firstPress'));
  if (!recorded) throw new Error('no press reached the page');
  return JSON.parse(recorded) as AtTap;
}

/**
 * The browser followed the link pressed: the page loaded again at the URL `expected` accepts
 * (a navigation of its own, not the app's history), and, its code still held, without the app.
 */
async function expectFollowed(page: Page, code: RegExp, expected: (url: URL) => boolean) {
  await page.waitForURL(expected, { waitUntil: 'commit' });
  // Parsed: its inline scripts have run (the app's module script, held, has not).
  await page.waitForFunction(() => document.readyState !== 'loading');
  const loadedAt = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]?.name ?? '',
  );
  expect(expected(new URL(loadedAt)), `the page was loaded at ${loadedAt}`).toBe(true);
  await expectNotStarted(page, code);
}

/** Opens `path` with `code` held on the network (support/held-code.ts), recording the first press. */
async function openWithout(page: Page, code: RegExp, path = PAGE): Promise<() => void> {
  await recordFirstPress(page);
  return openWithCodeHeld(page, path, code);
}

/** What the page knew at the tap: `code` had not arrived, so the app had not started. */
async function expectNotStarted(page: Page, code: RegExp) {
  const atTap = await firstPress(page);
  expect(atTap.scripts.filter((name) => code.test(name))).toEqual([]);
  expect(await appStarted(page), 'the app had started').toBe(false);
}

type Press = 'tap' | 'click';
const pressOn = (target: Locator, press: Press, position?: { x: number; y: number }) =>
  press === 'tap' ? target.tap({ position }) : target.click({ position });

const viewer = (page: Page) => page.getByRole('dialog', { name: ADDRESS });
const photoParam = (page: Page) => new URL(page.url()).searchParams.get('photo');

const WAITING_FOR = [
  { what: 'the app', code: APP_CODE },
  { what: "the page's code", code: PAGE_CODE },
];

for (const { what, code } of WAITING_FOR) {
  test.describe(`the first tap, before ${what} has arrived`, () => {
    test.skip(kitchenPhotos < 2, 'needs a kitchen carousel of two photos or more');

    // A finger on the phone, and a mouse there too; a mouse on wider screens. (Before the app
    // has arrived, one press each: a finger on the phone, a mouse elsewhere.)
    for (const press of ['tap', 'click'] as const) {
      test.describe(`by ${press}`, () => {
        test.skip(({ hasTouch }) => press === 'tap' && !hasTouch, 'taps need a touch screen');
        test.skip(
          ({ hasTouch }) => code === APP_CODE && press === 'click' && hasTouch,
          'one press each before the app has arrived',
        );

        test('on a carousel arrow moves the carousel', async ({ page }) => {
          const release = await openWithout(page, code);
          const region = page
            .getByRole('main')
            .getByRole('region', { name: 'Kitchen', exact: true });
          // The arrow as prerendered (Swiper names it "Next slide" once it has set it up).
          await pressOn(region.locator('.swiper-button-next'), press);
          const atTap = await firstPress(page);
          expect(atTap.target).toContain('swiper-button-next');
          expect(atTap.swiperReady, 'Swiper had not set the carousel up').toBe(false);
          await expectNotStarted(page, code);

          release();
          const active = region.locator('.swiper-slide-active');
          await expect(active.locator('img')).toHaveAttribute(
            'alt',
            slideAlt('Kitchen', 2, kitchenPhotos, project),
          );
          await expect(active).toHaveAttribute('aria-label', `2 / ${kitchenPhotos}`);
        });

        test('on a carousel bullet shows its slide', async ({ page }) => {
          const release = await openWithout(page, code);
          const region = page
            .getByRole('main')
            .getByRole('region', { name: 'Kitchen', exact: true });
          // The second bullet as prerendered (a control once the app runs).
          await pressOn(region.locator('.swiper-pagination-bullet').nth(1), press);
          const atTap = await firstPress(page);
          expect(atTap.target).toContain('swiper-pagination-bullet');
          await expectNotStarted(page, code);

          release();
          const active = region.locator('.swiper-slide-active');
          await expect(active).toHaveAttribute('aria-label', `2 / ${kitchenPhotos}`);
          await expect(region.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
            'aria-current',
            'true',
          );
        });

        test('on a comparison moves its divider there', async ({ page }) => {
          const release = await openWithout(page, code);
          const slider = page.getByRole('slider').first();
          const frame = slider.locator('xpath=..');
          const box = await frame.boundingBox();
          if (!box) throw new Error('the comparison has no box');
          // A quarter of the way across: the divider moves there from the middle.
          await pressOn(frame, press, { x: box.width * 0.25, y: box.height * 0.75 });
          await expectNotStarted(page, code);
          await expect(slider).toHaveAttribute('aria-valuenow', '50');

          release();
          await expect(slider).toHaveAttribute('aria-valuenow', '25');
        });

        test('on the cover photo loads its link, where the viewer opens it', async ({ page }) => {
          const release = await openWithout(page, code);
          const caption = `Front of ${ADDRESS}, ${cityState(project)}`;
          await pressOn(page.getByRole('link', { name: `View full screen: ${caption}` }), press);
          await expectFollowed(page, code, (url) => url.searchParams.get('photo') === 'cover');

          release();
          await expect(viewer(page)).toBeVisible();
          expect(photoParam(page)).toBe('cover');
          await expect(viewer(page).getByText(viewerCount('cover'))).toBeVisible();
          await expect(viewer(page).getByText(caption, { exact: true })).toBeVisible();
        });

        test('on a carousel photo loads its link, where the viewer opens it', async ({ page }) => {
          const release = await openWithout(page, code);
          const caption = slideAlt('Kitchen', 1, kitchenPhotos, project);
          const region = page
            .getByRole('main')
            .getByRole('region', { name: 'Kitchen', exact: true });
          await pressOn(region.getByRole('link', { name: `View full screen: ${caption}` }), press);
          await expectFollowed(page, code, (url) => url.searchParams.get('photo') === 'kitchen-1');
          const atTap = await firstPress(page);
          expect(atTap.swiperReady, 'Swiper had not set the carousel up').toBe(false);

          release();
          await expect(viewer(page)).toBeVisible();
          expect(photoParam(page)).toBe('kitchen-1');
          await expect(viewer(page).getByText(viewerCount('kitchen-1'))).toBeVisible();
        });
      });
    }
  });
}

test('after a photo opened before the app arrived, Back closes the viewer and the next Back leaves the page @any-width', async ({
  page,
}) => {
  // Where the visitor came from.
  await page.goto('/projects', { waitUntil: 'domcontentloaded' });
  const release = await openWithout(page, APP_CODE);
  await page
    .getByRole('link', { name: `View full screen: Front of ${ADDRESS}, ${cityState(project)}` })
    .click();
  await expectFollowed(page, APP_CODE, (url) => url.searchParams.get('photo') === 'cover');

  release();
  await expect(viewer(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(PAGE);
  await expect(viewer(page)).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL('/projects');
});

test('after a photo opened before the app arrived, Close returns to where the visitor was on the page, which the browser did not keep @any-width', async ({
  page,
}) => {
  const release = await openWithout(page, APP_CODE);
  const opener = page
    .getByRole('main')
    .getByRole('region', { name: 'Kitchen', exact: true })
    .getByRole('link', {
      name: `View full screen: ${slideAlt('Kitchen', 1, kitchenPhotos, project)}`,
    });
  // The visitor scrolls down to the Kitchen photos and taps one.
  await opener.evaluate((link) => link.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const where = await page.evaluate(() => {
    (window as { leftDocument?: boolean }).leftDocument = true;
    return window.scrollY;
  });
  expect(where, 'scrolled down the page').toBeGreaterThan(200);
  await opener.click();
  await expectFollowed(page, APP_CODE, (url) => url.searchParams.get('photo') === 'kitchen-1');

  release();
  await viewer(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(PAGE);
  // Not the document the visitor left, kept by the back/forward cache (Playwright's Chromium
  // runs without it), but the page loaded again, as Firefox or a phone short of memory does.
  await page.waitForFunction(() => document.readyState !== 'loading');
  expect(await page.evaluate(() => 'leftDocument' in window), 'a document kept whole').toBe(false);
  // The app has planned the page's position (its first layout takes the scroll over).
  await page.waitForFunction(() => history.scrollRestoration === 'manual');
  await expect
    .poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), where), {
      message: 'pixels from where the visitor was',
    })
    .toBeLessThanOrEqual(2);
});

test('the first tap on a filter of the list, before the app has arrived, loads the filtered list', async ({
  page,
  hasTouch,
}) => {
  const release = await openWithout(page, APP_CODE, '/projects');
  const sold = page.getByRole('main').getByRole('link', { name: /^Sold \(/ });
  await expect(sold).not.toHaveAttribute('aria-current');
  await pressOn(sold, hasTouch ? 'tap' : 'click');
  await expectFollowed(page, APP_CODE, (url) => url.search === '?status=sold');

  release();
  await expect(sold).toHaveAttribute('aria-current', 'page');
  const soldProjects = inListOrder(portfolioProjects.filter((candidate) => candidate.is_sold));
  await expect(cardHeadings(listCards(page))).toHaveText(
    soldProjects.slice(0, 12).map((candidate) => candidate.address.address_line_1),
  );
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    new RegExp(` of ${soldProjects.length} projects$`),
  );
});

test('a visitor who leaves before the page has hydrated can use the next page @any-width', async ({
  page,
}) => {
  // The details page's code never arrives: the visitor goes to the list instead.
  await openWithout(page, PAGE_CODE);
  await page.getByRole('banner').getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Sold \(/ })
    .click();
  await expect(page).toHaveURL(/\/projects\?status=sold$/);
});
