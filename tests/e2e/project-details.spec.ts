import type { Locator, Page } from '@playwright/test';
import { pageTitle } from '../../src/config/site';
import type { Project } from '../../src/features/projects/project-schema';
import { projectById, serveFixture } from './support/data';
import { readFixture, readFixturePortfolio } from '../support/fixtures';
import {
  bedsAndBaths,
  cityState,
  expectedSections,
  inListOrder,
  mainImageUrls,
  SECTIONS,
  slideAlt,
  squareFeet,
} from './support/expected';
import { listCards, SLIDE_PHOTOS, viewLink } from './support/screens';
import { expect, gotoAndWait, test } from './support/test';

const fixture = readFixture('projects');
const byId = (id: string): Project => projectById(fixture, id);
/** Every section, with 3 kitchen photos, and a main image also flagged exterior. */
const maple = byId('maple-2417');

function section(page: Page, title: string): Locator {
  return page.getByRole('main').getByRole('region', { name: title, exact: true });
}

/** Paths of the images inside a locator, in document order. */
async function imagePaths(scope: Locator): Promise<string[]> {
  return scope
    .locator('img')
    .evaluateAll((images) => images.map((img) => new URL((img as HTMLImageElement).src).pathname));
}

test.describe('project details', () => {
  // One visit: the top of the page, then each carousel, paged through.
  test('the cover, facts and Listing link; carousels per section in spec order, with icons, controls and alt text', async ({
    page,
  }) => {
    await serveFixture(page);
    await gotoAndWait(page, `/projects/${maple.id}`);

    await test.step('the cover, facts and the Listing link', async () => {
      const main = page.getByRole('main');
      const line1 = maple.address.address_line_1;

      await expect(main.getByRole('heading', { level: 1 })).toHaveText(line1);
      await expect(page).toHaveTitle(pageTitle(line1));

      const [mainUrl] = mainImageUrls(maple);
      const cover = main.locator(`img[src$="${mainUrl}"]`).first();
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute('alt', new RegExp(line1));
      await expect(main.getByText(bedsAndBaths(maple), { exact: true })).toBeVisible();
      await expect(main.getByText(squareFeet(maple), { exact: true })).toBeVisible();
      await expect(main.getByText(cityState(maple), { exact: true }).first()).toBeVisible();

      const listing = main.getByRole('link', { name: 'Listing' });
      await expect(listing).toBeVisible();
      await expect(listing).toHaveAttribute('href', maple.post ?? '');
      await expect(listing).toHaveAttribute('target', '_blank');
      const rel = (await listing.getAttribute('rel')) ?? '';
      expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    });

    const sections = expectedSections(maple);
    expect(sections.map((s) => s.title)).toEqual(SECTIONS.map((s) => s.title));

    const sectionTitles = SECTIONS.map((s) => s.title) as string[];
    const h2s = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(h2s.map((text) => text.trim()).filter((text) => sectionTitles.includes(text))).toEqual(
      sections.map((s) => s.title),
    );

    for (const expected of sections) {
      await test.step(expected.title, async () => {
        const region = section(page, expected.title);
        await expect(region).toHaveCount(1);
        await expect(region.getByRole('heading', { level: 2 })).toHaveText(expected.title);
        await expect(region.getByTestId(expected.icon)).toBeVisible();

        // Every slide is named, whether its photo is loaded yet or not.
        const names = await region
          .locator(SLIDE_PHOTOS)
          .evaluateAll((nodes) =>
            nodes.map((node) => node.getAttribute('alt') ?? node.getAttribute('aria-label')),
          );
        expect(names).toEqual(
          expected.urls.map((_, i) => slideAlt(expected.title, i + 1, expected.urls.length, maple)),
        );
        // Only the visible slide and its neighbours fetch their photo ...
        const loaded = await imagePaths(region);
        expect(loaded).toEqual(expected.urls.slice(0, loaded.length));
        expect(loaded.length).toBeGreaterThanOrEqual(Math.min(2, expected.urls.length));
        // ... and paging through the carousel brings each photo in, in order, its bullet
        // marked as the current one.
        const bullet = (position: number) =>
          region.getByRole('button', { name: `Go to slide ${position}`, exact: true });
        for (let shown = 1; shown < expected.urls.length; shown += 1) {
          await region.getByRole('button', { name: 'Next slide' }).click();
          await expect
            .poll(() => imagePaths(region))
            .toContain(expected.urls[Math.min(shown + 1, expected.urls.length - 1)]);
          await expect(bullet(shown + 1)).toHaveAttribute('aria-current', 'true');
          await expect(bullet(shown)).not.toHaveAttribute('aria-current');
        }

        if (expected.urls.length >= 2) {
          await expect(region.getByRole('button', { name: 'Previous slide' })).toBeVisible();
          await expect(region.getByRole('button', { name: 'Next slide' })).toBeVisible();
          await expect(region.locator('.swiper-pagination-bullets-dynamic')).toBeVisible();
          // A bullet takes the carousel straight to its slide.
          await bullet(1).click();
          await expect(
            region.locator('.swiper-slide-active').locator(SLIDE_PHOTOS),
          ).toHaveAttribute('alt', slideAlt(expected.title, 1, expected.urls.length, maple));
          await expect(bullet(1)).toHaveAttribute('aria-current', 'true');
        }
      });
    }
  });

  // Which photos a carousel holds is the data's, whatever the width.
  test('main images never appear in a carousel @any-width', async ({ page }) => {
    await serveFixture(page);
    for (const project of fixture.projects) {
      await gotoAndWait(page, `/projects/${project.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        project.address.address_line_1,
      );
      const inCarousels = (
        await Promise.all(SECTIONS.map((s) => imagePaths(section(page, s.title))))
      ).flat();
      for (const url of mainImageUrls(project)) {
        expect(inCarousels, `${project.id} carousels`).not.toContain(url);
      }
    }
  });

  test('sections without images are absent @any-width', async ({ page }) => {
    await serveFixture(page);
    for (const id of ['elm-5120', 'birch-77', 'oak-118', 'cedar-901']) {
      const project = byId(id);
      await gotoAndWait(page, `/projects/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        project.address.address_line_1,
      );
      const present = expectedSections(project).map((s) => s.title);
      for (const { title } of SECTIONS) {
        await expect(section(page, title), `${id}: ${title}`).toHaveCount(
          present.includes(title) ? 1 : 0,
        );
        if (!present.includes(title)) {
          await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
        }
      }
    }
  });

  test.describe('carousels on the first screen', () => {
    // Tall enough that several carousels are on the screen, or near it, without a scroll.
    test.use({ viewport: { width: 390, height: 2400 } });

    test('are drawn whole at load, start at the first swipe, press or key, and near the screen once the visitor scrolls', async ({
      page,
    }, testInfo) => {
      await serveFixture(page);
      await gotoAndWait(page, `/projects/${maple.id}`);
      const exterior = section(page, 'Exterior');
      const carousel = exterior.locator('.swiper');
      // The app runs: the arrows and bullets are controls, drawn before Swiper has started.
      const next = exterior.getByRole('button', { name: 'Next slide' });
      await expect(next).toBeVisible();
      await expect(exterior.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // Not started at load: on a low-tier phone, Swiper's start was the load's largest task.
      expect(await startedOnceReported(page), 'carousels Swiper started during the load').toEqual(
        [],
      );

      const active = carousel.locator('.swiper-slide-active').locator(SLIDE_PHOTOS);
      const alt = (position: number) =>
        slideAlt('Exterior', position, expectedSections(maple)[0]?.urls.length ?? 0, maple);
      if (testInfo.project.use.hasTouch) {
        // The very swipe that starts Swiper moves the carousel.
        await swipeLeft(page, carousel);
      } else {
        await next.click();
      }
      await expect(active).toHaveAttribute('alt', alt(2));

      await test.step('a keyboard reaches a carousel not yet started, and moves it', async () => {
        // Kitchen, from below: its bullets, then its Next arrow, none of its photos' links (a
        // focused photo is one Swiper slides to). From the next carousel's first link.
        const kitchen = section(page, 'Kitchen');
        const kitchenAlt = (position: number) => slideAlt('Kitchen', position, 3, maple);
        const shown = kitchen.locator('.swiper-slide-active').locator(SLIDE_PHOTOS);
        const kitchenBullet = (position: number) =>
          kitchen.getByRole('button', { name: `Go to slide ${position}`, exact: true });
        const kitchenNext = kitchen.getByRole('button', { name: 'Next slide' });
        const kitchenPrevious = kitchen.getByRole('button', { name: 'Previous slide' });
        await section(page, 'Baths').getByRole('link').first().focus();
        expect(await startedOnceReported(page)).not.toContain('Kitchen');
        for (const focused of [kitchenBullet(3), kitchenBullet(2), kitchenBullet(1), kitchenNext]) {
          await page.keyboard.press('Shift+Tab');
          await expect(focused).toBeFocused();
        }
        await page.keyboard.press('Enter');
        await expect(shown).toHaveAttribute('alt', kitchenAlt(2));
        await expect(kitchenNext).toBeFocused();
        // Arrow keys move the carousel that has focus.
        await page.keyboard.press('ArrowRight');
        await expect(shown).toHaveAttribute('alt', kitchenAlt(3));
        await page.keyboard.press('ArrowLeft');
        await expect(shown).toHaveAttribute('alt', kitchenAlt(2));
        await page.keyboard.press('Shift+Tab');
        await expect(kitchenPrevious).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(shown).toHaveAttribute('alt', kitchenAlt(1));
        // A bullet chosen by keyboard.
        for (const focused of [kitchenNext, kitchenBullet(1), kitchenBullet(2), kitchenBullet(3)]) {
          await page.keyboard.press('Tab');
          await expect(focused).toBeFocused();
        }
        await page.keyboard.press('Space');
        await expect(shown).toHaveAttribute('alt', kitchenAlt(3));
        await expect(kitchenBullet(3)).toHaveAttribute('aria-current', 'true');
        await expect(kitchenBullet(3)).toBeFocused();
      });

      // Once the visitor scrolls, the carousels near the screen start. The pointer is moved off
      // the carousels first: one that comes under it would start by a reach, not the scroll.
      await page.mouse.move(1, 1);
      await page.evaluate(() => window.scrollBy(0, 200));
      await expect(section(page, 'Interior').locator('.swiper')).toHaveClass(/swiper-initialized/);
    });

    test.describe('on a screen that a jump down leaves them far from', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      // A jump after the carousels were seen near the top: a restore that had to wait for the
      // page to grow (it gives up after a while and goes as far as it can), or End where
      // scrolling is not smooth. Back and a reload restore before the carousels' first report.
      test('a jump from the top starts the carousels where it lands, not those it left @any-width', async ({
        page,
      }) => {
        await serveFixture(page);
        await gotoAndWait(page, `/projects/${maple.id}`);
        const exterior = section(page, 'Exterior').locator('.swiper');
        const rooms = section(page, 'Rooms').locator('.swiper');
        const height = page.viewportSize()?.height ?? 0;
        await page.mouse.move(1, 1);
        expect((await exterior.boundingBox())?.y, 'Exterior is near the first screen').toBeLessThan(
          height * 1.5,
        );
        expect(await startedOnceReported(page)).toEqual([]);

        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
        );
        await expect(rooms).toHaveClass(/swiper-initialized/);
        const exteriorBox = await exterior.boundingBox();
        expect(
          (exteriorBox?.y ?? 0) + (exteriorBox?.height ?? 0),
          'Exterior is more than half a screen above the view',
        ).toBeLessThan(-height / 2);
        expect(await startedOnceReported(page)).not.toContain('Exterior');

        // It starts when a scroll brings it near again.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect(exterior).toHaveClass(/swiper-initialized/);
      });

      // The site's own scroll to the top, as a client navigation opens the page, is not the
      // visitor's: the carousels on the first screen wait for a reach or a scroll.
      test('opened from the list scrolled down, the page starts no carousel @any-width', async ({
        page,
      }) => {
        await serveFixture(page);
        await gotoAndWait(page, '/projects');
        const card = listCards(page).filter({ hasText: maple.address.address_line_1 });
        await card.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, 400));
        expect(await page.evaluate(() => window.scrollY), 'list scrolled down').toBeGreaterThan(0);
        // By keyboard, with the pointer in a corner: a pointer left over a carousel is a reach.
        await page.mouse.move(1, 1);
        await viewLink(card, maple.address.address_line_1).press('Enter');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          maple.address.address_line_1,
        );
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        const exterior = section(page, 'Exterior').locator('.swiper');
        expect((await exterior.boundingBox())?.y, 'Exterior is near the first screen').toBeLessThan(
          (page.viewportSize()?.height ?? 0) * 1.5,
        );
        expect(await startedOnceReported(page)).toEqual([]);
      });
    });
  });

  test.describe("when the page's code (with Swiper) cannot load", () => {
    // The aborted script is reported by the browser; that error is the point of the test.
    test.use({ allowConsoleErrors: true });

    test("a prerendered page still shows each carousel's first photo, and its links work", async ({
      page,
    }) => {
      const built = readFixturePortfolio().projects.find((candidate) =>
        candidate.images.some((image) => image.kitchen && !image.main),
      );
      if (!built) throw new Error('the fixture portfolio has no project with kitchen photos');
      const kitchenPhotos = expectedSections(built).find((section) => section.flag === 'kitchen');
      await page.route('**/assets/project-details-page-*.js', (route) => route.abort());
      // Spec §8: a failure while starting the application is logged to the console.
      const logged = page.waitForEvent('console', (message) =>
        message.text().startsWith('The site could not start.'),
      );
      await page.goto(`/projects/${built.id}`);
      await logged;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        built.address.address_line_1,
      );
      const kitchen = section(page, 'Kitchen');
      await kitchen.scrollIntoViewIfNeeded();
      await expect(
        kitchen.getByRole('img', {
          name: slideAlt('Kitchen', 1, kitchenPhotos?.urls.length ?? 0, built),
        }),
      ).toBeVisible();
      await expect(kitchen.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
      // The rest of the page works as HTML: the Listing link and the header are there.
      await expect(page.getByRole('link', { name: /^Listing/ })).toHaveAttribute(
        'href',
        built.post ?? '',
      );
      await expect(page.getByRole('banner').getByRole('link', { name: 'Projects' })).toBeVisible();
    });
  });

  test('the page is scrolled to the top on entry', async ({ page }) => {
    const { projects } = await serveFixture(page);
    const last = inListOrder(projects).at(-1);
    if (!last) throw new Error('empty fixture');
    await gotoAndWait(page, '/projects');
    const card = listCards(page).last();
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY), 'list scrolled down').toBeGreaterThan(0);

    await viewLink(card, last.address.address_line_1).click();
    await expect(page).toHaveURL(`/projects/${last.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.address.address_line_1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown id shows the not-found message with a way back', async ({ page }) => {
    await serveFixture(page);
    await gotoAndWait(page, '/projects/does-not-exist');
    const main = page.getByRole('main');
    await expect(main.getByText('Project Not Found or Does Not Exists.')).toBeVisible();
    await expect(main.getByTestId('WarningAmberIcon')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('Project not found'));

    const back = main.locator('a[href="/projects"]');
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL('/projects');
    await expect(listCards(page)).toHaveCount(fixture.projects.length);
  });
});

/**
 * The sections whose carousel Swiper has started, asked once every carousel's observer has
 * reported what it sees now: a later observer's first report comes after theirs, in the same
 * task.
 */
async function startedOnceReported(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          setTimeout(() =>
            resolve(
              [...document.querySelectorAll('main section:has(.swiper-initialized) h2')].map(
                (heading) => heading.textContent?.trim() ?? '',
              ),
            ),
          );
        });
        observer.observe(document.body);
      }),
  );
}

/** A one-finger swipe from right to left across a carousel, as a phone's touch screen sends it. */
async function swipeLeft(page: Page, carousel: Locator): Promise<void> {
  const box = await carousel.boundingBox();
  if (!box) throw new Error('the carousel is not on the screen');
  const y = box.y + box.height / 3;
  const at = (share: number) => [{ x: box.x + box.width * share, y }];
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.8) });
  for (let step = 1; step <= 8; step += 1) {
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(0.8 - step * 0.075),
    });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}
