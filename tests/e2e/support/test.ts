import { test as base, expect, type Page } from '@playwright/test';

type Options = {
  /** For specs that make the app fail on purpose (HTTP 500, invalid JSON). */
  allowConsoleErrors: boolean;
};

/**
 * Playwright's `test`, plus a guard that fails any test whose page threw an
 * uncaught error or logged `console.error` (a CSP violation, a 404 image, a React
 * warning) unless the test expects it.
 */
export const test = base.extend<Options & { consoleGuard: undefined }>({
  allowConsoleErrors: [false, { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, provide) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowConsoleErrors) {
          const { url } = message.location();
          problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
        }
      });
      await provide(undefined);
      expect(problems, 'errors the page reported').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a route and waits until its data-driven content has replaced the spinner, or the
 * prerendered snapshot (marked aria-busy) has been replaced by what the data source says.
 */
export async function gotoAndWait(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}
