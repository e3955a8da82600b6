import type { Page } from '@playwright/test';
import { scaledTimeout } from '../../support/host-speed';

/** How long the page may take to ask for the held code before the test says so. */
const ASK_TIMEOUT_MS = scaledTimeout(20_000);

/**
 * Opens `path` with the responses for `code` held on the network; returns, once the page has
 * asked for that code, what lets it through. Until then that code cannot have run, however
 * fast or slow the machine. The page is opened at commit: with the app's module script held,
 * DOMContentLoaded waits for the release. Returns once the page is also parsed and styled. A
 * page that never asks for the code fails the test with the scripts it did ask for.
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
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await page.route(code, async (route) => {
    asked();
    await released;
    await route.continue().catch(() => {});
  });
  await page.goto(path, { waitUntil: 'commit' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const notAsked = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${path} did not ask for ${code} within ${ASK_TIMEOUT_MS} ms; it asked for: ${scripts.join(', ') || 'no script'}`,
          ),
        ),
      ASK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([askedFor, notAsked]);
  } finally {
    clearTimeout(timer);
  }
  // The page as a visitor sees it when they tap: parsed and styled. The code is asked for from
  // the head, so without this a test could measure an element laid out without its stylesheet
  // (a comparison's box twice its height: the tap then landed below it, and the test waited).
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ),
  );
  return release;
}
