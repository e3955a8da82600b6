/**
 * `npm run perf -- --taps`: how soon each tap a visitor makes is answered on the low-tier phone
 * at 1,000 projects (dist-large/, or --large-dist): on the list a filter, Load more and a header
 * link; on the pairs page a carousel's arrow, and opening and closing the photo viewer. Each
 * page is a cold load at a phone's screen, its CPU slowed to the low-tier phone by the host's
 * benchmark index measured just before (cpu-calibration.ts), on the local network or (with
 * --slow-4g) DevTools' Slow 4G, and is tapped once it has started and settled, as a visitor who
 * has read it would. What is read, and the bars: tap-plan.ts.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { hostBenchmarkIndex, mobileCpuSlowdown, PHONE_TIERS } from './cpu-calibration';
import { emulateSlow4G, mobileContext } from './lighthouse-mobile';
import { table } from './report-table';
import { serve } from './static-server';
import { TAP_BARS, tapAnswerMs, tapRow, type EventEntry, type TapRounds } from './tap-plan';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { ScriptError } from '../../tooling/run-main';

/** How long a page is left to settle after its app has started, before the first tap. */
const SETTLE_MS = 3_000;
/** How long a tap's late events are waited for (a paint after a long task reports late). */
const REPORT_MS = 1_500;
const WAIT_MS = 120_000;

/** What the page keeps of each tap (set up by `openPage`). */
type TapWindow = {
  tapEvents: EventEntry[];
  tapDownAt: number | undefined;
  tapWatch: (shown: () => boolean) => void;
  /** The time of the first frame after the watched result was in the DOM. */
  tapShown: Promise<number>;
};

type Tap = {
  name: string;
  /** Readies the page for the tap (scrolls its target into view). */
  before?: (page: Page) => Promise<void>;
  target: (page: Page) => Locator;
  /**
   * Whether the tap's result shows, run in the page at every change of the DOM: the page's own
   * clock times it, so the harness's own work (slowed with the page's CPU) is no part of it.
   */
  shown: () => boolean;
  /** Whether its result may wait on the network, and so is timed against its own bar. */
  awaitsResult?: boolean;
};

const nextSlide = (page: Page) => page.getByRole('button', { name: 'Next slide' }).first();
const viewer = (page: Page) => page.getByRole('dialog');

/** The list's taps, in a visitor's order: each starts from where the one before left. */
const LIST_TAPS: Tap[] = [
  {
    name: 'a Status filter (For Sale)',
    target: (page) =>
      page.getByRole('group', { name: 'Status' }).getByRole('link', { name: /^For Sale/ }),
    // The count names the filtered list, and its cards are on screen.
    shown: () =>
      !/of 1,000 projects/.test(document.querySelector('[role="status"]')?.textContent ?? '') &&
      document.querySelectorAll('main article').length > 0,
    awaitsResult: true,
  },
  {
    name: 'Load more',
    target: (page) => page.getByRole('button', { name: 'Load more projects' }),
    shown: () => document.querySelectorAll('main article').length > 12,
    awaitsResult: true,
  },
  {
    name: 'the header (About Us)',
    target: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
    shown: () => document.querySelector('h1')?.textContent === 'About Us',
  },
];

/** The pairs page's taps. */
const PROJECT_TAPS: Tap[] = [
  {
    name: "a carousel's arrow",
    before: async (page) => {
      await nextSlide(page).scrollIntoViewIfNeeded();
      // Carousels start when reached: let this one start, as a visitor's scroll would.
      await page.waitForTimeout(SETTLE_MS / 2);
    },
    target: nextSlide,
    // Its second bullet marked as the one shown.
    shown: () =>
      document.querySelector('[aria-label="Go to slide 2"][aria-current="true"]') !== null,
  },
  {
    name: 'opening the viewer',
    before: (page) => page.evaluate(() => window.scrollTo(0, 0)),
    target: (page) => page.getByRole('link', { name: /^View full screen/ }).first(),
    shown: () => document.querySelector('dialog[open]') !== null,
  },
  {
    name: 'closing the viewer',
    target: (page) => viewer(page).getByRole('button', { name: 'Close' }),
    shown: () => document.querySelector('dialog[open]') === null,
  },
];

/**
 * A cold load of `url` on the low-tier phone, once its app has started and it has settled; on
 * DevTools' Slow 4G with `slow4g`, whose 562 ms added to every request a filter's first fetch
 * pays in full.
 */
async function openPage(
  browser: Browser,
  url: string,
  slow4g: boolean,
): Promise<{ page: Page; phone: number }> {
  const index = await hostBenchmarkIndex();
  const slowdown = mobileCpuSlowdown(index, PHONE_TIERS.lowTier);
  const context = await mobileContext(browser);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  if (slow4g) await emulateSlow4G(devtools);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript(() => {
    const state = window as unknown as TapWindow;
    state.tapEvents = [];
    // TypeScript's DOM types lack Event Timing's interactionId and durationThreshold.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & EventEntry)[]) {
        const { name, interactionId, duration } = entry;
        state.tapEvents.push({ name, interactionId, duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    addEventListener('pointerdown', (event) => (state.tapDownAt = event.timeStamp), true);
    state.tapWatch = (shown) => {
      state.tapEvents = [];
      state.tapDownAt = undefined;
      state.tapShown = new Promise<number>((resolve) => {
        const watcher = new MutationObserver(() => {
          if (!shown()) return;
          watcher.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        });
        watcher.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      });
    };
  });
  await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
  // The app has started once its early-click capture is gone (src/app/early-clicks.ts).
  await page.waitForFunction(
    () => (window as { earlyClicks?: unknown }).earlyClicks === undefined,
    null,
    { timeout: WAIT_MS },
  );
  await page.waitForTimeout(SETTLE_MS);
  return { page, phone: Math.round(index / slowdown) };
}

/**
 * Taps `tap` as a finger does, and reads how soon it was answered (Event Timing) and how soon
 * its result showed: from the tap's pointerdown until the frame after the DOM first held it.
 */
async function measureTap(page: Page, tap: Tap): Promise<{ answerMs: number; resultMs: number }> {
  await tap.before?.(page);
  const target = tap.target(page);
  await target.waitFor({ timeout: WAIT_MS });
  await page.evaluate(`window.tapWatch(${tap.shown.toString()})`);
  await target.tap();
  // One call that awaits the page's promise: polling (Playwright's default is every frame) would
  // run the harness in the page, on the phone's slowed CPU, and make frames of its own.
  const shownAt = await page.evaluate(() => (window as unknown as TapWindow).tapShown);
  await page.waitForTimeout(REPORT_MS);
  const { tapEvents, tapDownAt } = await page.evaluate(() => {
    const { tapEvents, tapDownAt } = window as unknown as TapWindow;
    return { tapEvents, tapDownAt };
  });
  return {
    answerMs: tapAnswerMs(tapEvents),
    resultMs: Math.round(shownAt - (tapDownAt ?? 0)),
  };
}

export async function tapTiming(
  largeDist: string,
  listPath: string,
  pairsPath: string,
  { runs: rounds, slow4g }: { runs: number; slow4g: boolean },
) {
  const site = await serve(largeDist, 'prerendered');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const measured = new Map<Tap, TapRounds>(
    [...LIST_TAPS, ...PROJECT_TAPS].map((tap) => [
      tap,
      { tap: tap.name, answersMs: [], resultsMs: [] },
    ]),
  );
  const phones: number[] = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const [path, taps] of [
        [listPath, LIST_TAPS],
        [pairsPath, PROJECT_TAPS],
      ] as const) {
        const { page, phone } = await openPage(browser, `${site.url}${path}`, slow4g);
        phones.push(phone);
        try {
          for (const tap of taps) {
            const { answerMs, resultMs } = await measureTap(page, tap);
            measured.get(tap)?.answersMs.push(answerMs);
            measured.get(tap)?.resultsMs.push(resultMs);
            process.stderr.write(
              `  round ${round} ${path} (phone ${phone}): ${tap.name} answered in ${answerMs} ms, its result after ${resultMs} ms\n`,
            );
          }
        } finally {
          await page.context().close();
        }
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const rows = [...measured].map(([tap, rounds]) => tapRow(rounds, Boolean(tap.awaitsResult)));
  console.log(
    `\nTaps on the low-tier phone (index ${Math.min(...phones)}–${Math.max(...phones)}), ${slow4g ? "DevTools' Slow 4G" : 'the network unthrottled'}, at 1,000 projects: Event Timing, median of ${rounds} (bars: answered within ${TAP_BARS.answerMs} ms, the goal ${TAP_BARS.goalMs}; a result within ${TAP_BARS.resultMs} ms)\n\n${table(
      [
        ['tap', 'answered, median', 'slowest', 'result shown, median'],
        ...rows.map((row) => [
          row.tap,
          `${row.answerMs} ms`,
          `${row.slowestMs} ms`,
          row.resultMs === undefined ? '–' : `${row.resultMs} ms`,
        ]),
      ],
    )}\n`,
  );
  const problems = rows.flatMap((row) => row.problems);
  if (problems.length > 0) throw new ScriptError(`Over the bar:\n  ${problems.join('\n  ')}`);
}
