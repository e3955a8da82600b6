import type { Page } from '@playwright/test';
import { openWithCodeHeld } from './support/held-code';
import { expect, test, waitForApp } from './support/test';

/**
 * index.html's inline scripts ship as text: no type check reads them, and the unit test
 * (src/app/__tests__/inline-scripts.test.ts) runs index.html's copy in jsdom. Here they run as
 * built, in the browser, from each kind of page the build writes, with the app's code held on
 * the network so that nothing but them has run. The page fixture fails the test on any error
 * the page throws (a name the script does not have in a browser, say), and each script must
 * have done its work: the filtered-visit mark, the early-click list, the click listener on
 * #root that iOS needs, and on a project page its code asked for only after the cover photo, or
 * 3 s after the script ran without it.
 */

const APP_CODE = /\/assets\/index-[^/]*\.js$/;
/** Where a page's stopped clock stands: far enough ahead of its start that it never runs back. */
const DAY_MS = 24 * 60 * 60 * 1000;
/** The pairs project's cover photo, in whichever copy the page picks. */
const COVER = /\/assets\/projects\/412-s-9th-ave\/main-\d+\.\w+$/;

const PAGES = [
  { path: '/', filtered: false },
  { path: '/projects', filtered: false },
  { path: '/projects?status=sold', filtered: true },
  { path: '/projects/412-s-9th-ave', filtered: false },
  // The host's shell for a path with no page of its own.
  { path: '/no-such-page', filtered: false },
];

/** Opens `path` with the app's code held (support/held-code.ts), once the HTML is parsed. */
async function openBeforeTheApp(page: Page, path: string): Promise<() => void> {
  const release = await openWithCodeHeld(page, path, APP_CODE);
  await page.waitForFunction(() => document.readyState !== 'loading');
  return release;
}

// The scripts do not depend on the width: once, in the desktop project.
test.describe("index.html's inline scripts, as the build ships them @any-width", () => {
  for (const { path, filtered } of PAGES) {
    test(`run without error on ${path}, before the app`, async ({ page }) => {
      const release = await openBeforeTheApp(page, path);

      const marked = await page.evaluate(() =>
        document.documentElement.hasAttribute('data-filtered-visit'),
      );
      expect(marked, 'marked as a filtered visit').toBe(filtered);

      // A click on #root itself (no element of the app's under it): noted for the app.
      await page.locator('#root').dispatchEvent('click');
      const noted = await page.evaluate(
        () => (window as { earlyClicks?: unknown[] }).earlyClicks?.length,
      );
      expect(noted, 'clicks noted before the app started').toBe(1);
      // The listener iOS needs, added once the page was parsed (its effect shows on iOS alone).
      const cdp = await page.context().newCDPSession(page);
      const root = await cdp.send('Runtime.evaluate', {
        expression: "document.getElementById('root')",
      });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
        objectId: root.result.objectId ?? '',
      });
      expect(listeners.map((listener) => listener.type)).toContain('click');

      release();
      // The app takes the noted clicks as it starts (src/app/early-clicks.ts).
      await expect
        .poll(() => page.evaluate(() => (window as { earlyClicks?: unknown }).earlyClicks))
        .toBeUndefined();
    });
  }

  test('a project page asks for no code until its cover photo has arrived', async ({ page }) => {
    const { requests, release, arrival, coverArrived } = await openWithCoverHeld(page);
    release();
    await arrival;
    // Frames again, for the one after the cover's decode.
    await page.clock.resume();
    await waitForApp(page);
    const scripts = requests.flatMap((path, index) => (path.endsWith('.js') ? [index] : []));
    expect(coverArrived(), 'the cover photo arrived').toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts), 'the first script asked for').toBeGreaterThanOrEqual(
      coverArrived(),
    );
  });

  test('a project page whose cover photo never comes asks for its code 3 s after the script ran', async ({
    page,
  }) => {
    const { requests } = await openWithCoverHeld(page);
    await page.clock.runFor(1);
    expect(await codeWaiting(page), 'the code still in its template').toBe(false);
    await expect.poll(() => requests.some((path) => APP_CODE.test(path))).toBe(true);
    await page.clock.resume();
    await waitForApp(page);
  });
});

/**
 * Opens the pairs project with its cover photo held on the network and the page's clock stopped
 * (the script's 3 s bound runs on it), so that however slow the host only the test moves time;
 * returns once the page is parsed and styled and has had every frame and timer of the 3 s less
 * a millisecond, with no script asked for.
 */
async function openWithCoverHeld(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  let coverArrived = -1;
  let arrived = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  page.on('requestfinished', (request) => {
    if (!COVER.test(request.url())) return;
    coverArrived = requests.length;
    arrived();
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(COVER, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(DAY_MS);
  await page.goto('/projects/412-s-9th-ave', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
  await page.clock.runFor(2_999);
  expect(await codeWaiting(page), 'the code still in its template').toBe(true);
  expect(requests.filter((path) => path.endsWith('.js'))).toEqual([]);
  return { requests, release, arrival, coverArrived: () => coverArrived };
}

/** Whether the page's code still waits, inert, in its template (src/app/prerender/page-html.ts). */
const codeWaiting = (page: Page) =>
  page.evaluate(() => document.getElementById('app-code') !== null);
