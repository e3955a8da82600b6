import type { Page } from '@playwright/test';
import { openWithCodeHeld } from './support/held-code';
import { expect, test } from './support/test';

/**
 * index.html's two inline scripts ship as text: no type check reads them, and the unit test
 * (src/app/__tests__/inline-scripts.test.ts) runs index.html's copy in jsdom. Here they run as
 * built, in the browser, from each kind of page the build writes, with the app's code held on
 * the network so that nothing but them has run. The page fixture fails the test on any error
 * the page throws (a name the script does not have in a browser, say), and each script must
 * have done its work: the filtered-visit mark, the early-click list, and the click listener on
 * #root that iOS needs.
 */

const APP_CODE = /\/assets\/index-[^/]*\.js$/;

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
});
