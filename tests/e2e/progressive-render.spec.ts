import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { projectPath, routes } from '../../src/config/routes';
import { LOCAL_HOST } from '../../tooling/ports';
import { readFixturePortfolio } from '../support/fixtures';
import { expect, test } from './support/test';

/**
 * A browser paints a page before all of its HTML has arrived: on a slow network the document
 * comes in packets, and on a busy phone the parser stops part-way to paint. What it has painted
 * must not move when the rest arrives — the details page's cover, centred beside facts that
 * were still arriving, moved 16–36 px that way (0.012–0.023 of layout shift on desktop).
 *
 * The pages are served here through a small proxy in front of the Hosting emulator that sends
 * each document's body in slices with a pause between them, so Chromium paints the page
 * part-built, as a slow connection makes it do, and holds the rest of the document back until
 * the page has painted: however slow the host, the paint comes before the HTML has all arrived.
 */

/** Slices small enough to end inside the header, the cover's facts and the filter bar. */
const SLICE_BYTES = 256;
/** Long enough for a frame to be painted between two slices. */
const PAUSE_MS = 40;
/** How much of the body arrives in slices: the first screen and beyond, at every width. */
const SLICED_BYTES = 16_000;

const projects = readFixturePortfolio().projects;
const withPairs = projects.find((project) => project.images.some((image) => image.before_url));
if (!withPairs) throw new Error('the fixture portfolio has no project with before-and-after pairs');

/** Every prerendered kind of page (an unknown path is rendered in the browser: nothing to paint early). */
const PAGES = [routes.home, routes.projects, projectPath(withPairs), routes.about] as const;

/**
 * Where a slice that would end at `at` ends: just before the next end tag. The browser's parser
 * may paint after the first token of each slice it is given, so a slice must not begin with an
 * element's start tag or in the middle of its text: the element would be painted empty or with
 * half its word (a right-aligned "After" label painted as a 20 × 4 px pill, then growing
 * leftwards), and grow as the rest arrives whatever the layout does, which is not the question
 * here: whether what is painted waits on markup still to come. An end tag paints nothing new.
 */
function sliceEnd(body: Buffer, at: number): number {
  const endTag = body.indexOf('</', at);
  return endTag < 0 ? body.length : endTag;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let proxy: Server;
let proxyUrl = '';
/** What the proxy waits for before it sends the rest of a document: the test's word. */
let restOfDocument: Promise<void> = Promise.resolve();
let sendRestOfDocument = () => {};

// Playwright reads fixtures from the first argument's pattern: this hook needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  const origin = String(testInfo.project.use.baseURL);
  proxy = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const headers: Record<string, string> = {};
      // fetch has decoded the body: it goes on unencoded, in as many writes as it takes.
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) {
          headers[name] = value;
        }
      });
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const bodyStart = body.indexOf('<body');
      if (!upstream.headers.get('content-type')?.startsWith('text/html') || bodyStart < 0) {
        response.end(body);
        return;
      }
      // The head at once (its stylesheet has to arrive before anything is painted).
      response.write(body.subarray(0, bodyStart));
      const end = Math.min(body.length, bodyStart + SLICED_BYTES);
      let at = bodyStart;
      while (at < end) {
        const next = sliceEnd(body, Math.min(at + SLICE_BYTES, end));
        await sleep(PAUSE_MS);
        response.write(body.subarray(at, next));
        at = next;
      }
      await restOfDocument;
      response.end(body.subarray(at));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, LOCAL_HOST, resolve));
  proxyUrl = `http://${LOCAL_HOST}:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

type Shifts = { total: number; moved: string[] };

for (const path of PAGES) {
  test(`${path}: painted before its HTML has all arrived, nothing moves as the rest does`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: Shifts = { total: 0, moved: [] };
      (window as unknown as { shifts: Shifts }).shifts = shifts;
      const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          shifts.total += entry.value;
          // What moved and where, so a failure says where to look.
          shifts.moved.push(
            ...entry.sources.map(
              ({ node, previousRect, currentRect }) =>
                `${(node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'} ` +
                `${rect(previousRect)} → ${rect(currentRect)} (${entry.value.toFixed(4)})`,
            ),
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    restOfDocument = new Promise((resolve) => (sendRestOfDocument = resolve));
    await page.goto(`${proxyUrl}${path}`, { waitUntil: 'commit' });
    // The premise: the page is on screen before its document has finished arriving.
    await expect
      .poll(
        () =>
          page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0),
        { message: 'a first paint while the HTML was still arriving' },
      )
      .toBe(true);
    sendRestOfDocument();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      arrived: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .responseEnd,
    }));
    expect(timing.painted, 'first paint before the HTML had all arrived').toBeLessThan(
      timing.arrived,
    );

    // Two frames after the load, for any shift the last of it made.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { total, moved } = await page.evaluate(
      () => (window as unknown as { shifts: Shifts }).shifts,
    );
    expect(total, `layout shift from: ${moved.join('; ')}`).toBe(0);
  });
}
