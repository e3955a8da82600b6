import type { Page } from '@playwright/test';
import { serveData, serveFixtureImages } from './support/data';
import { readFixture } from '../support/fixtures';
import { inListOrder, nth } from './support/expected';
import { expect, test } from './support/test';

/** Layout shift allowed while images arrive: effectively none (web.dev "good" is 0.1 for a whole visit). */
const MAX_SHIFT_AS_IMAGES_LOAD = 0.01;

const fixture = readFixture('projects');
const first = nth(inListOrder(fixture.projects), 0);

type Shift = { value: number; startTime: number };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, startTime: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

/** Two frames, so layout and any shift entry for it have happened. */
async function settled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
}

/** Waits for every image in the viewport to load (or fail) and be painted. */
async function imagesInViewLoaded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.bottom >= 0 && r.top <= innerHeight && r.right >= 0 && r.left <= innerWidth;
        })
        .map((img) =>
          img.complete
            ? Promise.resolve()
            : new Promise((resolve) => {
                img.addEventListener('load', resolve, { once: true });
                img.addEventListener('error', resolve, { once: true });
              }),
        ),
    ),
  );
  await settled(page);
}

async function shiftSince(page: Page, since: number): Promise<{ since: number; total: number }> {
  return page.evaluate((from) => {
    const shifts = (window as unknown as { layoutShifts: Shift[] }).layoutShifts;
    const sum = (list: Shift[]) => list.reduce((total, shift) => total + shift.value, 0);
    return { since: sum(shifts.filter((s) => s.startTime >= from)), total: sum(shifts) };
  }, since);
}

for (const { name, path, ready } of [
  { name: 'project list', path: '/projects', ready: 'article' },
  { name: 'project details', path: `/projects/${first.id}`, ready: 'h1' },
]) {
  test(`${name}: no layout shift as images load`, async ({ page }, testInfo) => {
    const images = await serveFixtureImages(page, { hold: true });
    await serveData(page, { json: fixture });
    // Held images would hold the load event too.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('main').locator(ready).first()).toBeVisible();
    const before = await settled(page);

    images.release();
    await imagesInViewLoaded(page);
    const cls = await shiftSince(page, before);
    testInfo.annotations.push({
      type: 'layout shift',
      description: `as images loaded ${cls.since.toFixed(4)}, whole visit ${cls.total.toFixed(4)}`,
    });
    expect(cls.since, 'layout shift while images loaded').toBeLessThanOrEqual(
      MAX_SHIFT_AS_IMAGES_LOAD,
    );
    // Loading → content must not shift what was already on screen either.
    expect(cls.total, 'layout shift over the whole visit').toBeLessThanOrEqual(
      MAX_SHIFT_AS_IMAGES_LOAD,
    );
  });
}
