import { test as base, expect, type Page } from '@playwright/test';
import { answerGoogleAnalytics } from './google-analytics';

export type Options = {
  /** For specs that make the app fail on purpose (HTTP 500, invalid JSON). */
  allowConsoleErrors: boolean;
  /**
   * Google's analytics endpoints answered by stand-ins in the browser: set for the site built
   * with a test measurement id (dist-phone/), so that no test reaches Google.
   */
  googleStandIns: boolean;
};

/**
 * Playwright's `test`, whose page fails the test if it threw an uncaught error or logged
 * `console.error` (a CSP violation, a 404 image, a React warning) unless the test expects it.
 * The guard is the page fixture's own, so a test that only sends requests opens no browser.
 */
export const test = base.extend<Options>({
  allowConsoleErrors: [false, { option: true }],
  googleStandIns: [false, { option: true }],
  page: async ({ page, allowConsoleErrors, googleStandIns }, provide) => {
    if (googleStandIns) await answerGoogleAnalytics(page.context());
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowConsoleErrors) {
        const { url } = message.location();
        problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
      }
    });
    await provide(page);
    expect(problems, 'errors the page reported').toEqual([]);
  },
});

export { expect };

/**
 * Whether the app has started. A built page can paint, and load, before it has (its code is
 * still on the way, or the page's own chunk is); until then index.html's inline script notes clicks in `earlyClicks`,
 * and the app takes them as it starts (src/app/early-clicks.ts). A link followed before then is a
 * full page load, as it is for a visitor.
 */
export const appStarted = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as { earlyClicks?: unknown }).earlyClicks === undefined);

/** Waits until the app has started on the page (see `appStarted`). */
export async function waitForApp(page: Page): Promise<void> {
  // Probed every 25 ms: about a third of the visits find the app not yet started at the first
  // probe, and Playwright's default probes (after 100, 250, 500, 1,000 ms) left those idle
  // 0.35–0.5 s on average after it had (measured on a busy 2-core host; docs/testing.md).
  await expect
    .poll(() => appStarted(page), { message: 'the app started', intervals: [25] })
    .toBe(true);
}

/** Opens a route and waits for its page (see `waitForPage`). */
export async function gotoAndWait(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPage(page);
}

/**
 * Waits for the app to start, and until the page's data-driven content has replaced the
 * spinner, and nothing on it is still on its way (aria-busy: a navigation, more cards, or
 * Firestore's check of a prerendered page).
 */
export async function waitForPage(page: Page): Promise<void> {
  await waitForApp(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}
