import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { PHOTO_FORMATS, PHOTO_WIDTHS, ZOOM_WIDTH } from '../../src/lib/responsive-image';
import { DATA_FILE, PHONE_DIST_DIR } from '../../tooling/paths';
import type { DataFile } from './support/data';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoAndWait, test } from './support/test';

/**
 * The phone-photo test site (npm run build:phone-photos): the fixture portfolio with, first,
 * a project shot on a phone — 12 MP JPEGs with GPS and camera EXIF, one held upright, names
 * with spaces, a PNG. Visitors must get only small responsive copies, never the originals.
 */

const dataFile = JSON.parse(readFileSync(path.join(PHONE_DIST_DIR, DATA_FILE), 'utf8')) as DataFile;
const phoneProject = dataFile.projects[0];
if (!phoneProject?.images[0]?.url.startsWith('/assets/uploads/')) {
  throw new Error('dist-phone/ does not hold the phone-photo site: run npm run build:phone-photos');
}
const originals = phoneProject.images.map((image) => image.url);

/**
 * The copies pages offer are `<name>-<width>.<avif|webp>` at the page widths; anything else
 * under uploads is an original (or, only once a visitor zooms, a zoom copy).
 */
const COPY = new RegExp(`-(${PHOTO_WIDTHS.join('|')})\\.(${PHOTO_FORMATS.join('|')})$`);
const ZOOM_COPY = new RegExp(`-${ZOOM_WIDTH}\\.(${PHOTO_FORMATS.join('|')})$`);
const MAX_PHOTO_BYTES = 300 * 1000;
/** The zoom copy's own budget (tests/perf/perf.ts): 4x the pixels, fetched only on zooming. */
const MAX_ZOOM_PHOTO_BYTES = 600 * 1000;

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** Every image response the page received while `visit` ran. */
async function imageResponses(page: Page, visit: () => Promise<void>): Promise<Response[]> {
  const responses: Response[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'image') responses.push(response);
  };
  page.on('response', listener);
  await visit();
  page.off('response', listener);
  return responses;
}

/** Every URL the markup offers for photos: `src` and every `srcset` candidate. */
async function offeredPhotoUrls(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('img, source')].flatMap((element) => {
      const srcset = element.getAttribute('srcset') ?? '';
      const candidates = srcset
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean);
      const src = element.getAttribute('src');
      return [...(src ? [src] : []), ...candidates].map(
        (url) => new URL(url, location.href).pathname,
      );
    }),
  );
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`phone photos at ${name} width`, () => {
    test.use({ viewport });

    test('the list offers and loads only small copies of the phone cover', async ({ page }) => {
      const responses = await imageResponses(page, () => gotoAndWait(page, '/projects'));

      const cover = page
        .getByRole('main')
        .getByRole('img', { name: /2417 N Maple St/ })
        .first();
      await expect(cover).toBeVisible();
      // The markup knows the real (upright) size of the camera photo.
      await expect(cover).toHaveAttribute('width', '4032');
      await expect(cover).toHaveAttribute('height', '3024');
      const drawn = await cover.evaluate((img: HTMLImageElement) => ({
        naturalWidth: img.naturalWidth,
        currentSrc: new URL(img.currentSrc).pathname,
        boxRatio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      }));
      expect(drawn.currentSrc).toMatch(COPY);
      expect(drawn.naturalWidth).toBeGreaterThan(0);
      expect(drawn.boxRatio).toBeCloseTo(16 / 9, 1);

      const offered = await offeredPhotoUrls(page);
      const uploads = offered.filter((url) => url.startsWith('/assets/uploads/'));
      expect(uploads.length).toBeGreaterThan(0);
      for (const url of offered) expect(url, 'every photo the page offers is a copy').toMatch(COPY);

      const photos = responses.filter((response) =>
        new URL(response.url()).pathname.startsWith('/assets/'),
      );
      expect(photos.length).toBeGreaterThan(0);
      for (const response of photos) {
        const path = decodeURIComponent(new URL(response.url()).pathname);
        expect(path, 'loaded photo is a copy').toMatch(COPY);
        expect((await response.body()).length, `${path} bytes`).toBeLessThanOrEqual(
          MAX_PHOTO_BYTES,
        );
      }
    });

    test('the project page shows every phone photo as a copy, portraits whole', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const win = window as unknown as { layoutShift: number };
        win.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            win.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const responses = await imageResponses(page, () =>
        gotoAndWait(page, `/projects/${phoneProject.id}`),
      );
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('2417 N Maple St');

      // The phone held upright: a portrait photo, shown whole in the 16:9 frame, not cropped.
      const exterior = main.getByRole('region', { name: 'Exterior', exact: true }).locator('img');
      await expect(exterior).toHaveAttribute('width', '3024');
      await expect(exterior).toHaveAttribute('height', '4032');
      await expect(exterior).toHaveCSS('object-fit', 'contain');
      await expect
        .poll(() =>
          exterior.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth),
        )
        .toBe(true);

      // Camera photos of any shape arrive into frames that already have their size.
      await page.waitForLoadState('load');
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShift: number }).layoutShift,
      );
      expect(shift, 'layout shift while the photos loaded').toBeLessThanOrEqual(0.01);

      for (const url of await offeredPhotoUrls(page)) expect(url).toMatch(COPY);
      for (const response of responses) {
        const path = decodeURIComponent(new URL(response.url()).pathname);
        if (!path.startsWith('/assets/')) continue;
        expect(path).toMatch(COPY);
        expect((await response.body()).length, `${path} bytes`).toBeLessThanOrEqual(
          MAX_PHOTO_BYTES,
        );
      }
      await expectNoSeriousA11yViolations(page);
    });
  });
}

/** A desktop screen, and an iPhone's (3 device pixels a CSS pixel): both draw a 3x zoom wider than 2560px. */
const ZOOM_SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'iPhone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
];

for (const { name, viewport, deviceScaleFactor } of ZOOM_SCREENS) {
  test.describe(`zoom on a ${name} screen`, () => {
    test.use({ viewport, deviceScaleFactor });

    test('zooming into a camera photo loads its zoom copy, and only then', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') {
          requested.push(decodeURIComponent(new URL(request.url()).pathname));
        }
      });
      await page.goto(`/projects/${phoneProject.id}?photo=cover`);
      const viewer = page.getByRole('dialog', { name: '2417 N Maple St' });
      const shown = viewer.locator('.swiper-slide-active img');
      await expect
        .poll(() =>
          shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
      // Unzoomed, the viewer offers and fetches the page copies only, as it always has.
      expect(requested.length).toBeGreaterThan(0);
      for (const url of requested.filter((path) => path.startsWith('/assets/uploads/'))) {
        expect(url, 'fetched before zooming').toMatch(COPY);
      }
      const offered = await viewer.evaluate((dialog) =>
        [...dialog.querySelectorAll('img, source')].map((element) => element.outerHTML).join(),
      );
      expect(offered).not.toMatch(new RegExp(`-${ZOOM_WIDTH}\\.`));

      const zoomCopy = page.waitForResponse((response) =>
        ZOOM_COPY.test(decodeURIComponent(new URL(response.url()).pathname)),
      );
      await viewer.getByRole('button', { name: 'Zoom in' }).click();
      const response = await zoomCopy;
      const path = decodeURIComponent(new URL(response.url()).pathname);
      expect(path).toMatch(/\/IMG_0001-2560\.avif$/);
      expect((await response.body()).length, `${path} bytes`).toBeLessThanOrEqual(
        MAX_ZOOM_PHOTO_BYTES,
      );
      // The zoomed photo is now drawn from it: 2560px wide, as many as 3x zoom asks for.
      await expect
        .poll(() =>
          shown.evaluate((img: HTMLImageElement) =>
            decodeURIComponent(new URL(img.currentSrc).pathname),
          ),
        )
        .toBe(path);
    });
  });
}

test('the camera originals are not deployed, and the copies carry no camera metadata', async ({
  request,
}) => {
  for (const url of originals) {
    const response = await request.get(url);
    // Hosting answers an unknown path with the app shell: HTML, never the photo.
    expect(response.headers()['content-type'], url).toMatch(/text\/html/);
  }
  const cover = originals[0] ?? '';
  for (const copy of ['480.avif', '1280.webp']) {
    const url = cover.replace(/\.[^.]+$/, `-${copy}`);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const bytes = (await response.body()).toString('latin1');
    expect(bytes, `${url} has no EXIF`).not.toContain('Exif');
    expect(bytes, `${url} names no camera`).not.toContain('iPhone');
  }
});

test('share previews use the copy, with its real size', async ({ page }) => {
  await page.goto(`/projects/${phoneProject.id}`);
  const image = page.locator('meta[property="og:image"]');
  await expect(image).toHaveAttribute('content', /\/IMG_0001-1280\.webp$/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1280');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '960');
});
