import type { CDPSession, Locator, Page } from '@playwright/test';
import { PHOTO_WIDTHS } from '../../src/lib/responsive-image';
import { projectById, serveData, serveFixtureImages } from './support/data';
import { readFixture, readFixturePortfolio } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { cityState, expectedSections, nth, slideAlt } from './support/expected';
import { listCards, viewLink } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

/**
 * The full-screen photo viewer and the before-and-after comparisons (issue 8), on the fixture
 * portfolio's prerendered pages, at phone and desktop widths (playwright.config.ts leaves the
 * tablet out).
 */

const portfolio = readFixturePortfolio();
const byId = (id: string) => projectById(portfolio, id);
/** Three before-and-after pairs (kitchen 1 and 2, bath 2) among ten photos. */
const withPairs = byId('412-s-9th-ave');
/** No pairs. */
const withoutPairs = byId('1021-hosbrook-st');
const PAGE = `/projects/${withPairs.id}`;
const ADDRESS = withPairs.address.address_line_1;

/**
 * The ?photo= ids in page order: the cover, then each carousel in the spec's section order,
 * named by the data file's section flag and a 1-based position in that carousel.
 */
const photoIds = [
  'cover',
  ...expectedSections(withPairs).flatMap((section) =>
    section.urls.map((_, i) => `${section.flag}-${i + 1}`),
  ),
];
const kitchenCaption = (position: number) => slideAlt('Kitchen', position, 3, withPairs);
const coverCaption = `Front of ${ADDRESS}, ${cityState(withPairs)}`;

const viewer = (page: Page) => page.getByRole('dialog', { name: ADDRESS });
const photoLink = (page: Page, caption: string) =>
  page.getByRole('link', { name: `View full screen: ${caption}` });
const photoParam = (page: Page) => new URL(page.url()).searchParams.get('photo');
const activeSlide = (page: Page) => viewer(page).locator('.swiper-slide-active');

test.describe('photo viewer', () => {
  test('opens from the cover and from a carousel photo, gives focus back on closing; Ctrl opens a new tab', async ({
    page,
  }) => {
    await gotoAndWait(page, PAGE);
    expect(photoIds).toHaveLength(10);

    const cover = photoLink(page, coverCaption);
    await expect(cover).toHaveAttribute('href', `${PAGE}?photo=cover`);
    await expect(cover).toHaveAttribute('aria-haspopup', 'dialog');
    // With Ctrl or Cmd, the browser's: the photo's link in a new tab, this page left as it was.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      cover.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.waitForURL((url) => url.pathname === PAGE && url.search === '?photo=cover', {
      waitUntil: 'commit',
    });
    // Loaded from this page, as a tap before the app has started loads it, but with no entry
    // under it: Close leaves the viewer for the page, in that tab.
    await viewer(tab).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(tab)).toBeHidden();
    await expect(tab).toHaveURL(PAGE);
    await tab.close();
    await expect(page).toHaveURL(PAGE);
    await expect(viewer(page)).toHaveCount(0);

    // Opened in the page: the link is not followed (a load would lose this mark).
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await cover.click();
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page)).toHaveAttribute('aria-modal', 'true');
    expect(photoParam(page)).toBe('cover');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect(viewer(page).getByText(`1 / ${photoIds.length}`)).toBeVisible();
    await expect(viewer(page).getByText(coverCaption, { exact: true })).toBeVisible();
    // A responsive copy, never the original file.
    const shown = activeSlide(page).locator('img');
    await expect(shown).toHaveAttribute('src', new RegExp(`-(${PHOTO_WIDTHS.join('|')})\\.webp$`));
    await expect(shown).toHaveAttribute('srcset', /1280w/);

    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toBeHidden();
    expect(photoParam(page)).toBeNull();
    await expect(cover).toBeFocused();

    // The Kitchen carousel's (the Before & After section has one for the same photo too).
    const kitchen = page
      .getByRole('region', { name: 'Kitchen', exact: true })
      .getByRole('link', { name: `View full screen: ${kitchenCaption(1)}` });
    await kitchen.scrollIntoViewIfNeeded();
    await kitchen.click();
    await expect(viewer(page)).toBeVisible();
    expect(photoParam(page)).toBe('kitchen-1');
    await expect(viewer(page).getByText(`5 / ${photoIds.length}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(kitchen).toBeFocused();
  });

  test('walks through every photo in page order by keys and buttons; Back closes it', async ({
    page,
  }) => {
    await gotoAndWait(page, PAGE);
    await photoLink(page, coverCaption).click();
    await expect(viewer(page)).toBeVisible();
    const previous = viewer(page).getByRole('button', { name: 'Previous photo' });
    const next = viewer(page).getByRole('button', { name: 'Next photo' });
    await expect(previous).toBeDisabled();

    for (const [index, id] of photoIds.entries()) {
      await expect.poll(() => photoParam(page)).toBe(id);
      await expect(viewer(page).getByText(`${index + 1} / ${photoIds.length}`)).toBeVisible();
      if (index < photoIds.length - 1) await page.keyboard.press('ArrowRight');
    }
    await expect(next).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => photoParam(page)).toBe(nth(photoIds, photoIds.length - 2));
    await previous.click();
    await expect.poll(() => photoParam(page)).toBe(nth(photoIds, photoIds.length - 3));
    await next.click();
    await expect.poll(() => photoParam(page)).toBe(nth(photoIds, photoIds.length - 2));

    // One history entry for the whole visit to the viewer: Back closes it, on the same page.
    await page.goBack();
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADDRESS);
  });

  test('a shared link opens the page with the viewer at that photo', async ({ page }) => {
    await openLink(page, 'kitchen-2');
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByText(kitchenCaption(2), { exact: true })).toBeVisible();
    await expect(activeSlide(page).locator('img')).toHaveAttribute('alt', kitchenCaption(2));
    // Closing leaves the page itself, not the site ...
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADDRESS);
  });

  test('on a shared link, Back closes the viewer and stays on the page', async ({ page }) => {
    await openLink(page, 'kitchen-2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => photoParam(page)).toBe('kitchen-3');
    await page.goBack();
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADDRESS);
  });

  test('a ?photo= value that names no photo of the page is ignored: the page, no viewer', async ({
    page,
  }) => {
    // One page for the four landings: each is a load of its own, the browser's cache warm.
    for (const value of ['kitchen-9', 'Kitchen-2', 'nonsense', '']) {
      await test.step(`?photo=${value || '(empty)'} is ignored: the page, no viewer`, async () => {
        await gotoAndWait(page, `${PAGE}?photo=${value}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADDRESS);
        // The viewer's code has run (the page fetched it ahead; this import is the module the
        // viewer would have loaded), so a viewer wrongly asked for would be open two frames on.
        const viewerCode = await page
          .locator('link[rel="modulepreload"][href*="/photo-viewer-"]')
          .getAttribute('href');
        expect(viewerCode).toBeTruthy();
        await page.evaluate(async (url) => {
          await import(url);
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );
        }, viewerCode ?? '');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // It does open, from the page.
        await photoLink(page, coverCaption).click();
        await expect(viewer(page)).toBeVisible();
      });
    }
  });

  test('zooms in and out by buttons and double click', async ({ page }) => {
    await openLink(page, 'kitchen-1');
    const zoomIn = viewer(page).getByRole('button', { name: 'Zoom in' });
    const zoomOut = viewer(page).getByRole('button', { name: 'Zoom out' });
    await expect(zoomOut).toBeDisabled();
    await zoomIn.click();
    await expect(activeSlide(page)).toHaveClass(/swiper-slide-zoomed/);
    await expect(zoomOut).toBeEnabled();
    await zoomOut.click();
    await expect(activeSlide(page)).not.toHaveClass(/swiper-slide-zoomed/);

    await activeSlide(page).locator('img').dblclick();
    await expect(activeSlide(page)).toHaveClass(/swiper-slide-zoomed/);
    await activeSlide(page).locator('img').dblclick();
    await expect(activeSlide(page)).not.toHaveClass(/swiper-slide-zoomed/);
    expect(photoParam(page)).toBe('kitchen-1');

    // Closed while zoomed, it opens again unzoomed, with its zoom buttons to match.
    await zoomIn.click();
    await expect(zoomOut).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await photoLink(page, coverCaption).click();
    await expect(activeSlide(page)).not.toHaveClass(/swiper-slide-zoomed/);
    await expect(zoomIn).toBeEnabled();
    await expect(zoomOut).toBeDisabled();
  });

  test('shows a pair as its after photo, with a Before/After toggle', async ({ page }) => {
    await openLink(page, 'kitchen-1');
    const image = activeSlide(page).locator('img');
    await expect(image).toHaveAttribute('src', /kitchen-1-\d+\.webp$/);
    const before = viewer(page).getByRole('button', { name: 'Before', exact: true });
    const after = viewer(page).getByRole('button', { name: 'After', exact: true });
    await expect(after).toHaveAttribute('aria-pressed', 'true');
    await before.click();
    await expect(before).toHaveAttribute('aria-pressed', 'true');
    await expect(image).toHaveAttribute('src', /kitchen-1-before-\d+\.webp$/);
    await expect(image).toHaveAttribute('alt', `Before the work: ${kitchenCaption(1)}`);
    await after.click();
    await expect(image).toHaveAttribute('src', /kitchen-1-\d+\.webp$/);
    // A photo without a before photo has no toggle.
    // One key at a time: a key pressed while Swiper is still sliding may be dropped.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => photoParam(page)).toBe('kitchen-2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => photoParam(page)).toBe('kitchen-3');
    await expect(before).toHaveCount(0);
  });

  test('keeps the page still underneath, hides the phone bar, and passes axe', async ({
    page,
  }, testInfo) => {
    await gotoAndWait(page, PAGE);
    // Opened from far down the page, where a scroll jump or a scrollbar shift would show.
    const kitchen = page.getByRole('region', { name: 'Kitchen', exact: true });
    await centre(kitchen);
    const opener = kitchen.getByRole('link', { name: `View full screen: ${kitchenCaption(1)}` });
    // By CSS: the open dialog hides the page from the accessibility tree, as it should.
    const place = () =>
      page
        .locator('main h2')
        .first()
        .evaluate((node) => ({
          scrollY: window.scrollY,
          rect: node.getBoundingClientRect().toJSON() as unknown,
        }));
    const at = await place();
    expect(at.scrollY).toBeGreaterThan(100);
    const bar = page.getByRole('complementary', { name: 'Contact us' });
    const phone = testInfo.project.name === 'phone';
    await expect(bar).toBeVisible({ visible: phone });

    await opener.click();
    await expect(viewer(page)).toBeVisible();
    expect(await place(), 'the page under the open viewer').toEqual(at);
    await expect(bar).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await place(), 'the page after closing').toEqual(at);
    await expect(bar).toBeVisible({ visible: phone });
  });
});

/**
 * After a client navigation the page was not built with the viewer's code fetched ahead: the
 * first open fetches it. Held, it shows Loading; lost, it leaves the page as it was.
 */
test.describe("the viewer's code, fetched on first open", () => {
  // The viewer's code is the one script held or refused; every other request goes through.
  const VIEWER_CODE = '**/assets/photo-viewer-*.js';

  async function openFromTheList(page: Page) {
    await gotoAndWait(page, '/projects');
    const card = listCards(page).filter({ hasText: ADDRESS });
    await viewLink(card, ADDRESS).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADDRESS);
    await photoLink(page, coverCaption).click();
  }

  test('shows Loading while it comes; Escape leaves it; it opens once the code is there', async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(VIEWER_CODE, async (route) => {
      await released;
      await route.continue();
    });
    await openFromTheList(page);
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(photoParam(page)).toBe('cover');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
    expect(photoParam(page)).toBeNull();
    await expect(photoLink(page, coverCaption)).toBeFocused();

    release();
    await photoLink(page, coverCaption).click();
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByText(`1 / ${photoIds.length}`)).toBeVisible();
  });

  test.describe('when it cannot load', () => {
    // The refused script and the viewer's failure are logged; that is the situation under test.
    test.use({ allowConsoleErrors: true });

    /** Refuses the viewer's code until `online` is set. */
    async function offline(page: Page) {
      const network = { online: false };
      await page.route(VIEWER_CODE, (route) =>
        network.online ? route.continue() : route.abort('internetdisconnected'),
      );
      return network;
    }
    const unavailable = (page: Page) =>
      page.getByRole('alertdialog', { name: 'The photo viewer couldn’t load.' });

    test('the page stays, with Try again, which opens the viewer once the code comes', async ({
      page,
    }) => {
      const network = await offline(page);
      await openFromTheList(page);
      const alert = unavailable(page);
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeFocused();
      // Only the viewer is missing: the page is there under it, not an error page.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADDRESS);
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      network.online = true;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(viewer(page)).toBeVisible();
      await expect(viewer(page).getByText(`1 / ${photoIds.length}`)).toBeVisible();
      expect(photoParam(page)).toBe('cover');
      // Focus goes back to the photo that was opened, through both screens.
      await viewer(page).getByRole('button', { name: 'Close' }).click();
      await expect(viewer(page)).toBeHidden();
      await expect(photoLink(page, coverCaption)).toBeFocused();
    });

    test('Close and Escape leave the page as it was; opening a photo again tries again', async ({
      page,
    }) => {
      const network = await offline(page);
      await openFromTheList(page);
      const alert = unavailable(page);
      await alert.getByRole('button', { name: 'Close' }).click();
      await expect(alert).toHaveCount(0);
      expect(photoParam(page)).toBeNull();
      await expect(photoLink(page, coverCaption)).toBeFocused();

      // Still offline: the second try fails too, and Escape closes the message.
      await photoLink(page, coverCaption).click();
      await expect(alert).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(alert).toHaveCount(0);
      expect(photoParam(page)).toBeNull();

      network.online = true;
      await photoLink(page, coverCaption).click();
      await expect(viewer(page)).toBeVisible();
      expect(photoParam(page)).toBe('cover');
    });
  });
});

/** The phone project emulates a touch screen. */
test.describe('touch', () => {
  // Decided before the test opens a browser.
  test.skip(({ hasTouch }) => !hasTouch, 'a touch phone');

  test('a swipe moves to the next photo; panning a zoomed photo does not', async ({ page }) => {
    await openLink(page, 'kitchen-1');
    const touch = await page.context().newCDPSession(page);
    const box = await viewer(page).locator('.swiper').boundingBox();
    if (!box) throw new Error('no viewer box');
    const y = box.y + box.height / 2;

    await swipe(touch, { x: box.x + box.width * 0.8, y }, { x: box.x + box.width * 0.2, y });
    await expect.poll(() => photoParam(page)).toBe('kitchen-2');

    await viewer(page).getByRole('button', { name: 'Zoom in' }).click();
    await expect(activeSlide(page)).toHaveClass(/swiper-slide-zoomed/);
    // Swiper's Zoom pans a zoomed photo by moving its zoom container: where it sits shows
    // that the swipe was handled, and handled as a pan.
    const panned = () =>
      activeSlide(page)
        .locator('.swiper-zoom-container')
        .evaluate((node) => new DOMMatrixReadOnly(getComputedStyle(node).transform).m41);
    const before = await panned();
    await swipe(touch, { x: box.x + box.width * 0.7, y }, { x: box.x + box.width * 0.3, y });
    await expect.poll(panned).toBeLessThan(before - box.width * 0.2);
    expect(photoParam(page)).toBe('kitchen-2');
    await expect(activeSlide(page)).toHaveClass(/swiper-slide-zoomed/);
    await expect(viewer(page)).toBeVisible();
  });

  test('dragging a comparison moves its divider, never the page sideways', async ({ page }) => {
    await gotoAndWait(page, PAGE);
    const slider = page.getByRole('slider').first();
    await centre(comparisonFrame(slider));
    const frame = await comparisonFrame(slider).boundingBox();
    if (!frame) throw new Error('no comparison frame');
    const touch = await page.context().newCDPSession(page);
    const y = frame.y + frame.height * 0.75;
    await swipe(
      touch,
      { x: frame.x + frame.width * 0.6, y },
      { x: frame.x + frame.width * 0.2, y },
    );
    const value = Number(await slider.getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThanOrEqual(15);
    expect(value).toBeLessThanOrEqual(25);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});

test.describe('before and after', () => {
  test('one comparison per pair, a real slider by keys and by mouse', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      (window as unknown as { shifted: string[] }).shifted = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (entry.hadRecentInput) continue;
          (window as unknown as { shift: number }).shift += entry.value;
          // What moved, so a failure says where to look.
          const { sources } = entry as unknown as { sources: { node?: Node }[] };
          (window as unknown as { shifted: string[] }).shifted.push(
            ...sources.map(
              ({ node }) =>
                `${(node as Element | undefined)?.outerHTML.slice(0, 100) ?? '?'} at ${Math.round(entry.startTime)} ms`,
            ),
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoAndWait(page, PAGE);
    const section = page.getByRole('region', { name: 'Before & After' });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Before & After');
    await expect(section.getByTestId('CompareIcon')).toBeVisible();
    // Above the carousels.
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(headings.indexOf('Before & After')).toBeLessThan(headings.indexOf('Exterior'));

    const sliders = section.getByRole('slider');
    await expect(sliders).toHaveCount(3);
    await expect(sliders.first()).toHaveAccessibleName(`Before and after: ${kitchenCaption(1)}`);
    await expect(section.getByText('Before', { exact: true }).first()).toBeVisible();
    await expect(section.getByText('After', { exact: true }).first()).toBeVisible();

    const slider = sliders.first();
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '55');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '45');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '100');

    await centre(comparisonFrame(slider));
    const frame = await comparisonFrame(slider).boundingBox();
    if (!frame) throw new Error('no comparison frame');
    const y = frame.y + frame.height * 0.75;
    await page.mouse.move(frame.x + frame.width * 0.9, y);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.25, y, { steps: 5 });
    await page.mouse.up();
    const value = Number(await slider.getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThanOrEqual(23);
    expect(value).toBeLessThanOrEqual(27);
    // The before photo shows left of the divider, the after photo right of it.
    await expect(comparisonFrame(slider).locator('img')).toHaveCount(2);

    // The comparisons and carousels arriving shifted nothing.
    const { shift, shifted } = await page.evaluate(() => ({
      shift: (window as unknown as { shift: number }).shift,
      shifted: (window as unknown as { shifted: string[] }).shifted,
    }));
    expect(shift, `layout shift from: ${shifted.join('; ')}`).toBe(0);
  });

  test('a project without pairs has neither the section nor the card mark', async ({ page }) => {
    await gotoAndWait(page, `/projects/${withoutPairs.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      withoutPairs.address.address_line_1,
    );
    await expect(page.getByRole('region', { name: 'Before & After' })).toHaveCount(0);

    await gotoAndWait(page, '/projects');
    const card = (address: string) => listCards(page).filter({ hasText: address });
    await expect(card(ADDRESS).locator('[data-banner="before-after"]')).toHaveText(
      'Before & After',
    );
    await expect(
      card(withoutPairs.address.address_line_1).locator('[data-banner="before-after"]'),
    ).toHaveCount(0);
  });

  test('a before_url that is not root-relative or https never reaches the page', async ({
    page,
  }) => {
    const template = nth(readFixture('projects').projects, 0);
    const [first, ...rest] = template.images;
    if (!first) throw new Error('fixture project without images');
    const hostile = {
      ...template,
      id: 'hostile-before',
      images: [{ ...first, before_url: 'javascript:alert(1)' }, ...rest],
    };
    await serveFixtureImages(page);
    await serveData(page, { json: { projects: [hostile, template] } });
    await gotoAndWait(page, '/projects');
    await expect(listCards(page)).toHaveCount(1);
    await gotoAndWait(page, `/projects/${hostile.id}`);
    await expect(page.getByText('Project Not Found or Does Not Exists.')).toBeVisible();
    expect(await page.content()).not.toContain('javascript:');
  });
});

/** Scrolls an element to the middle of the viewport, clear of the phone's contact bar. */
async function centre(element: Locator): Promise<void> {
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
}

/** Opens a shared link to a photo: the page, with the viewer open (it hides the page). */
async function openLink(page: Page, id: string): Promise<void> {
  await page.goto(`${PAGE}?photo=${id}`);
  await expect(viewer(page)).toBeVisible();
}

/** The 16:9 frame a comparison slider moves in. */
function comparisonFrame(slider: Locator): Locator {
  return slider.locator('xpath=..');
}

/** A one-finger swipe through the DevTools protocol (Playwright has taps, not swipes). */
async function swipe(
  touch: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await touch.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from.x, y: from.y }],
  });
  const steps = 8;
  for (let step = 1; step <= steps; step++) {
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [
        {
          x: from.x + ((to.x - from.x) * step) / steps,
          y: from.y + ((to.y - from.y) * step) / steps,
        },
      ],
    });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
