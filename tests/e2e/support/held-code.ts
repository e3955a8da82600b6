import type { Page } from '@playwright/test';

/**
 * Opens `path` with the responses for `code` held on the network; returns, once the page has
 * asked for that code, what lets it through. Until then that code cannot have run, however
 * fast or slow the machine. The page is opened at commit: with the app's module script held,
 * DOMContentLoaded waits for the release.
 */
export async function openWithCodeHeld(page: Page, path: string, code: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(code, async (route) => {
    asked();
    await released;
    await route.continue().catch(() => {});
  });
  await page.goto(path, { waitUntil: 'commit' });
  await askedFor;
  return release;
}
