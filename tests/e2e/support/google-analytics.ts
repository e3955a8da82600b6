import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  ANALYTICS_TEST_ENV,
  isGoogleAnalyticsHost,
  standInResponse,
} from '../../../tooling/google-analytics';

const isGoogle = (url: URL) => isGoogleAnalyticsHost(url.hostname);

/**
 * Answers every analytics endpoint with its stand-in (tooling/google-analytics.ts). Those answers
 * are local, so the page is online whatever the host's network: Chromium on a host with only a
 * loopback interface (a sandbox, a container) says `navigator.onLine` is false, and Firebase's
 * installations then refuse to start, which is the host, not the site.
 */
export async function answerGoogleAnalytics(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  });
  await context.route(isGoogle, (route) => {
    const request = route.request();
    return route.fulfill(standInResponse(request.method(), new URL(request.url())));
  });
}

/** What an ad blocker does: every analytics endpoint refused. */
export async function blockGoogleAnalytics(page: Page): Promise<void> {
  await page.route(isGoogle, (route) => route.abort('blockedbyclient'));
}

/** The requests the page makes to Google's analytics hosts, from now on. */
export function googleRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isGoogle(new URL(request.url()))) urls.push(request.url());
  });
  return urls;
}

/** gtag's dataLayer as plain arrays (each entry is a command's arguments); undefined if none. */
export function readDataLayer(page: Page): Promise<unknown[][] | undefined> {
  return page.evaluate(() => {
    const layer = (window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    return layer && Array.from(layer, (entry) => JSON.parse(JSON.stringify(Array.from(entry))));
  });
}

/**
 * The parameters of every `event` of this name on the dataLayer, in order, less `send_to`,
 * which Firebase adds to each: the measurement id, or the event would not be there at all.
 */
export async function dataLayerEvents(page: Page, name: string): Promise<unknown[]> {
  return ((await readDataLayer(page)) ?? [])
    .filter((entry) => entry[0] === 'event' && entry[1] === name)
    .map((entry) => {
      const { send_to: sendTo, ...params } = entry[2] as Record<string, unknown>;
      expect(sendTo).toBe(ANALYTICS_TEST_ENV.VITE_FIREBASE_MEASUREMENT_ID);
      return params;
    });
}

export type LinkTap = { href: string; heldBack: boolean };

/**
 * Notes each tap on an e-mail or phone link once the page's own listeners have had it: its
 * href, and whether anything held it back (prevented its default). The test's listener then
 * keeps the browser from handing the link to a mail or phone app, which a test has none of.
 */
export async function noteLinkTaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const taps: { href: string; heldBack: boolean }[] = [];
    Object.assign(window, { linkTaps: taps });
    window.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.(
        'a[href^="mailto:"], a[href^="tel:"]',
      );
      if (!link) return;
      taps.push({ href: link.getAttribute('href') ?? '', heldBack: event.defaultPrevented });
      event.preventDefault();
    });
  });
}

export function linkTaps(page: Page): Promise<LinkTap[]> {
  return page.evaluate(() => (window as unknown as { linkTaps: LinkTap[] }).linkTaps);
}
