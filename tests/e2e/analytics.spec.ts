/**
 * Analytics (docs/analytics.md) on the site built with a test measurement id (dist-phone/), with
 * Google's endpoints answered by stand-ins in the browser (tooling/google-analytics.ts); the
 * last test visits dist/, built without an id. Events and settings are read from gtag's
 * dataLayer, as Google's own debugging tools read them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { projectPath, routes } from '../../src/config/routes';
import { hasAnalyticsCode } from '../../tooling/google-analytics';
import { DATA_FILE, PHONE_DIST_DIR } from '../../tooling/paths';
import { HOSTING_PORT, localUrl } from '../../tooling/ports';
import type { DataFile } from './support/data';
import { inListOrder, nth } from './support/expected';
import {
  blockGoogleAnalytics,
  dataLayerEvents,
  googleRequests,
  linkTaps,
  noteLinkTaps,
  readDataLayer,
  type LinkTap,
} from './support/google-analytics';
import { expect, gotoAndWait, test, waitForApp, waitForPage } from './support/test';

const projects = inListOrder(
  (JSON.parse(readFileSync(path.join(PHONE_DIST_DIR, DATA_FILE), 'utf8')) as DataFile).projects,
);
const project = nth(projects, 1);
const listingLink = project.post ?? '';
const FIREBASE_CHUNK = /\/assets\/firebase-analytics-[^/]+\.js$/;
/**
 * Untouched, analytics loads once the page has run no long task and finished no download this
 * long (src/lib/analytics.ts).
 */
const QUIET_MS = 5_000;
/** A project page's code comes at the latest this long after its cover loaded (index.html). */
const PAGE_CODE_LATEST_MS = 3_000;

const isPhone = () => test.info().project.name === 'analytics-phone';

/** The page's Global Privacy Control signal, before any script of its own runs. */
async function setGlobalPrivacyControl(page: Page, on: boolean): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
      configurable: true,
      get: () => value,
    });
  }, on);
}

/** The page's requests for the Firebase Analytics chunk, from now on. */
function firebaseChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (FIREBASE_CHUNK.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Counts, from now on, the page's requests for an idle moment. */
async function noteIdleRequests(page: Page): Promise<void> {
  await page.evaluate(() => {
    const request = window.requestIdleCallback;
    const counter = Object.assign(window, { idleRequests: 0 });
    window.requestIdleCallback = (callback, options) => {
      counter.idleRequests += 1;
      return request(callback, options);
    };
  });
}

const idleRequests = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { idleRequests: number }).idleRequests);

/**
 * Has the page download a file, and returns once its performance observers have heard of it,
 * analytics' among them (observers hear of an entry in one task, in the order they started).
 */
async function finishDownload(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const url = new URL('/robots.txt', location.href).href;
    const heard = new Promise<void>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === url)) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe({ type: 'resource' });
    });
    await (await fetch(url, { cache: 'no-store' })).text();
    await heard;
  });
}

/** Waits until Firebase Analytics has set gtag up: its config command is on the dataLayer. */
async function waitForAnalytics(page: Page): Promise<void> {
  await expect
    .poll(async () => ((await readDataLayer(page)) ?? []).some((entry) => entry[0] === 'config'), {
      message: 'analytics set gtag up',
    })
    .toBe(true);
}

/**
 * The page views and `view_item`s in the order they were sent: `page_view /path` and
 * `view_item id`. GA4 counts an event under the page view before it.
 */
async function pageViewsAndItems(page: Page): Promise<string[]> {
  return ((await readDataLayer(page)) ?? []).flatMap((entry) => {
    if (entry[0] !== 'event') return [];
    const params = entry[2] as { page_location?: string; items?: { item_id: string }[] };
    if (entry[1] === 'page_view')
      return [`page_view ${new URL(params.page_location ?? '').pathname}`];
    if (entry[1] === 'view_item') return [`view_item ${params.items?.[0]?.item_id}`];
    return [];
  });
}

const lead = (method: 'email' | 'phone', placement: string, projectId?: string) => ({
  method,
  placement,
  ...(projectId !== undefined && { project_id: projectId }),
});

const notHeldBack = (href: string): LinkTap => ({ href, heldBack: false });

test.beforeEach(async ({ page }) => {
  await noteLinkTaps(page);
});

test('a cold landing on a project page, untouched: consent defaults, Google signals off, one page view, view_item, e-mail and call, Share and Listing', async ({
  page,
  context,
}) => {
  await setGlobalPrivacyControl(page, false);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route(listingLink, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Listing</title>' }),
  );
  const chunks = firebaseChunkRequests(page);
  const google = googleRequests(page);
  // The page's clock moves only when the test moves it: the quiet seconds pass in no time, and
  // none of them before the test has looked.
  const installed = Date.now();
  await page.clock.install({ time: installed });
  // Paused a minute on, ahead of the clock however long installing it took.
  await page.clock.pauseAt(installed + 60_000);
  const path = projectPath(project);
  await page.goto(path);
  // The page's code waits for the cover to have painted, which frames of a stopped clock never
  // say: the clock runs on to the latest it waits.
  await page.clock.runFor(PAGE_CODE_LATEST_MS);
  await waitForPage(page);

  await test.step('untouched: nothing of analytics until five seconds after a download', async () => {
    await noteIdleRequests(page);
    await finishDownload(page);
    await page.clock.runFor(QUIET_MS - 1);
    // Analytics asks for an idle moment as it decides to load: at once, where its download
    // and gtag.js come later.
    expect(await idleRequests(page), 'idle moments asked for').toBe(0);
    expect(chunks).toEqual([]);
    expect(google).toEqual([]);
    expect(await readDataLayer(page)).toBeUndefined();
  });

  // Five seconds on, every wait restarted so far is over and analytics loads (one that a later
  // download restarts ends on the clock running again); the clock then runs as ever, for
  // gtag.js and the steps below.
  await page.clock.runFor(QUIET_MS);
  await page.clock.resume();
  await waitForAnalytics(page);
  expect(chunks).toHaveLength(1);
  expect(await idleRequests(page)).toBe(1);

  await test.step('consent mode denies advertising before gtag is configured', async () => {
    const layer = (await readDataLayer(page)) ?? [];
    const consent = layer.findIndex((entry) => entry[0] === 'consent' && entry[1] === 'default');
    const config = layer.findIndex((entry) => entry[0] === 'config');
    expect(consent).toBeGreaterThanOrEqual(0);
    expect(consent).toBeLessThan(config);
    expect(layer[consent]?.[2]).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(layer[config]?.[2]).toMatchObject({
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      send_page_view: false,
    });
    await expect(
      page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]'),
    ).toHaveCount(1);
  });

  await test.step('the landing: one page view, then view_item for the project', async () => {
    await expect
      .poll(() => dataLayerEvents(page, 'view_item'))
      .toEqual([{ items: [{ item_id: project.id, item_name: project.address.address_line_1 }] }]);
    expect(await dataLayerEvents(page, 'page_view')).toEqual([
      expect.objectContaining({ page_location: page.url() }),
    ]);
    expect(await pageViewsAndItems(page)).toEqual([`page_view ${path}`, `view_item ${project.id}`]);
  });

  const panel = page.getByRole('region', { name: 'Interested in this property?' });
  await test.step('E-mail us and Call: generate_lead with the project, the links not held back', async () => {
    await panel.getByRole('link', { name: 'E-mail us' }).click();
    await panel.getByRole('link', { name: /^Call / }).click();
    await expect
      .poll(() => dataLayerEvents(page, 'generate_lead'))
      .toEqual([
        lead('email', 'project_contact_panel', project.id),
        lead('phone', 'project_contact_panel', project.id),
      ]);
    const taps = await linkTaps(page);
    expect(taps.map((tap) => tap.heldBack)).toEqual([false, false]);
    expect(taps[1]).toEqual(notHeldBack('tel:+13175550148'));
  });

  await test.step('Share: copied, shared through the sheet, and a cancelled sheet sends nothing', async () => {
    const share = panel.getByRole('button', { name: 'Share' });
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    );
    await share.click();
    await expect(panel.getByRole('status')).toHaveText('Link copied');
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', {
        value: () => Promise.resolve(),
        configurable: true,
      }),
    );
    await share.click();
    await expect(panel.getByRole('status')).toHaveText('');
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', {
        value: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
        configurable: true,
      }),
    );
    await share.click();
    const params = { content_type: 'project', item_id: project.id };
    await expect
      .poll(() => dataLayerEvents(page, 'share'))
      .toEqual([
        { method: 'copy_link', ...params },
        { method: 'share_sheet', ...params },
      ]);
  });

  await test.step('Listing: select_content, the listing opened', async () => {
    const listing = page.waitForEvent('popup');
    await page.getByRole('link', { name: /^Listing/ }).click();
    await (await listing).close();
    await expect
      .poll(() => dataLayerEvents(page, 'select_content'))
      .toEqual([{ content_type: 'listing', item_id: project.id }]);
    // The cancelled share, sent last if at all, would be on the dataLayer by now.
    expect(await dataLayerEvents(page, 'share')).toHaveLength(2);
    expect(await dataLayerEvents(page, 'page_view')).toHaveLength(1);
  });
});

test('client navigations: one page view each, view_item after navigating and after Back, the phone bar', async ({
  page,
}) => {
  // The click is the first interaction: analytics loads, the landing's page view waits for it.
  await gotoAndWait(page, routes.projects);
  const first = nth(projects, 0);
  await page
    .locator(`main a[href="${projectPath(first)}"]`)
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.address.address_line_1);
  await expect
    .poll(() => dataLayerEvents(page, 'view_item'))
    .toEqual([{ items: [{ item_id: first.id, item_name: first.address.address_line_1 }] }]);

  if (isPhone()) {
    const bar = page.getByRole('complementary', { name: 'Contact us' });
    await bar.getByRole('link', { name: 'Call' }).click();
    await bar.getByRole('link', { name: 'E-mail' }).click();
    await expect
      .poll(() => dataLayerEvents(page, 'generate_lead'))
      .toEqual([
        lead('phone', 'phone_contact_bar', first.id),
        lead('email', 'phone_contact_bar', first.id),
      ]);
    expect((await linkTaps(page)).map((tap) => tap.heldBack)).toEqual([false, false]);
  }

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect
    .poll(async () =>
      (await dataLayerEvents(page, 'page_view')).map(
        (params) => new URL((params as { page_location: string }).page_location).pathname,
      ),
    )
    .toEqual([routes.projects, projectPath(first), routes.about]);
  expect(await pageViewsAndItems(page)).toEqual([
    `page_view ${routes.projects}`,
    `page_view ${projectPath(first)}`,
    `view_item ${first.id}`,
    `page_view ${routes.about}`,
  ]);

  if (isPhone()) {
    // Off a project page, a tap names no project.
    await page
      .getByRole('complementary', { name: 'Contact us' })
      .getByRole('link', { name: 'Call' })
      .click();
    await expect
      .poll(async () => (await dataLayerEvents(page, 'generate_lead')).at(-1))
      .toEqual(lead('phone', 'phone_contact_bar'));
  }
  expect(await dataLayerEvents(page, 'view_item')).toHaveLength(1);

  // Back to the project, its page's code already here: the page and its view_item come in one
  // render, and the page view still goes first.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.address.address_line_1);
  await expect
    .poll(async () => (await pageViewsAndItems(page)).slice(4))
    .toEqual([`page_view ${projectPath(first)}`, `view_item ${first.id}`]);
});

/**
 * Holds the page's idle callbacks until `releaseIdle()` is called in it: the test says when the
 * page is idle.
 */
async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => held.push(callback);
    Object.assign(window, {
      releaseIdle: () =>
        held
          .splice(0)
          .forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })),
    });
  });
}

test('About: taps while analytics is still loading open at once, and are sent once it has loaded', async ({
  page,
}) => {
  await holdIdleCallbacks(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(FIREBASE_CHUNK, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  await page.goto(routes.about);
  await waitForApp(page);
  const card = page.getByRole('region', { name: 'Contact Us' });
  await card.getByRole('link', { name: /@/ }).click();
  await card.getByRole('link', { name: /\(\d{3}\)/ }).click();
  expect(await linkTaps(page)).toEqual([
    notHeldBack('mailto:hello@crossroadsreno.com'),
    notHeldBack('tel:+13175550148'),
  ]);
  // Not under the taps themselves: the load starts when the page is next idle.
  expect(asked).toBe(false);
  await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
  // The load started, and is held: nothing of Google's is on the page yet.
  await expect.poll(() => asked, { message: 'the page asked for analytics' }).toBe(true);
  expect(await readDataLayer(page)).toBeUndefined();

  release();
  await expect
    .poll(() => dataLayerEvents(page, 'generate_lead'))
    .toEqual([lead('email', 'about_contact_card'), lead('phone', 'about_contact_card')]);
});

test('Global Privacy Control: no script, no cookie, no request, nothing queued', async ({
  page,
}) => {
  await setGlobalPrivacyControl(page, true);
  const google = googleRequests(page);
  const chunks = firebaseChunkRequests(page);
  await gotoAndWait(page, projectPath(project));
  const panel = page.getByRole('region', { name: 'Interested in this property?' });
  // A tap would start analytics at the next idle moment if it were on: wait one out.
  await panel.getByRole('link', { name: 'E-mail us' }).click();
  await page.mouse.wheel(0, 400);
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await linkTaps(page)).toEqual([expect.objectContaining({ heldBack: false })]);
  expect(chunks).toEqual([]);
  expect(google).toEqual([]);
  expect(await readDataLayer(page)).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).toBe('');
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

test.describe('analytics blocked', () => {
  // The browser itself reports each refused request in the console; the page must not.
  test.use({ allowConsoleErrors: true });

  test('the page and its links work as ever, with no error shown', async ({ page }) => {
    await blockGoogleAnalytics(page);
    const refused: string[] = [];
    page.on('requestfailed', (request) => refused.push(new URL(request.url()).hostname));
    await gotoAndWait(page, projectPath(project));
    const panel = page.getByRole('region', { name: 'Interested in this property?' });
    await panel.getByRole('link', { name: 'E-mail us' }).click();
    await expect
      .poll(() => refused.length, { message: 'analytics was refused' })
      .toBeGreaterThan(0);
    await panel.getByRole('link', { name: /^Call / }).click();
    expect((await linkTaps(page)).map((tap) => tap.heldBack)).toEqual([false, false]);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      project.address.address_line_1,
    );
  });
});

test('a build without a measurement id carries no analytics code and asks nothing of Google @any-width', async ({
  page,
}) => {
  const google = googleRequests(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  await gotoAndWait(page, `${localUrl(HOSTING_PORT)}${projectPath(project)}`);
  const panel = page.getByRole('region', { name: 'Interested in this property?' });
  await panel.getByRole('link', { name: 'E-mail us' }).click();
  await page.mouse.wheel(0, 400);
  await page.waitForLoadState('load');
  expect(await linkTaps(page)).toEqual([expect.objectContaining({ heldBack: false })]);
  expect(google).toEqual([]);
  expect(await readDataLayer(page)).toBeUndefined();
  expect(scripts.length).toBeGreaterThan(0);
  expect((await Promise.all(scripts)).filter(hasAnalyticsCode)).toEqual([]);
  await expect(page.locator('[data-contact-placement]')).toHaveCount(0);
});
