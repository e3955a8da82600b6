/**
 * `npm run perf -- --cpu-estimate`: the low-tier phone's blocking time estimated from each
 * task's main-thread CPU time, for comparing builds on a busy host (docs/performance.md). Each
 * load is cold, in its own browser context, as Lighthouse's mobile run loads a page (its screen,
 * user agent and DevTools-throttled Slow 4G, `Runtime` and `Debugger` on) but with the CPU
 * unthrottled: the slowdown is applied to the trace's CPU times instead
 * (tests/perf/cpu-estimate-plan.ts).
 */
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import {
  blockingAfterPaint,
  interleavedLoads,
  taskBreakdown,
  type BlockingEstimate,
  type TraceEvent,
} from './cpu-estimate-plan';
import { emulateSlow4G, mobileContext } from './lighthouse-mobile';
import { median } from './perf-plan';
import { table } from './report-table';
import { serveGoogleStandIns } from './google-stand-ins';
import { serve } from './static-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { ScriptError } from '../../tooling/run-main';

/**
 * The low-tier phone's slowdown, fixed: this machine's calibrated low-tier factor on a quiet
 * day (host index 2,500–2,900 / 264: 9.4–11×). Calibrating each run would bring back what CPU
 * time leaves out, since a busy host measures a lower index and so a faster phone.
 */
const LOW_TIER_SLOWDOWN = 10;
/** The tasks a single build's report breaks down, per route. */
const TASKS_SHOWN = 3;
/** The parts of a task it names. */
const PARTS_SHOWN = 6;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];
/**
 * For the breakdown, V8's compiling and microtasks too, which would otherwise be a task's
 * `other`. Tracing them costs CPU of its own (home's CPU after paint 806 → 891 ms and its
 * blocking time 64 → 111 ms, median of 4, in one run), so the breakdown comes from one more
 * load, never from a round.
 */
const DETAILED_CATEGORIES = [...TRACE_CATEGORIES, 'v8.execute', 'disabled-by-default-v8.compile'];

/** One cold load's trace, from navigation until the page is idle after its load. */
async function traceLoad(
  browser: Browser,
  url: string,
  categories = TRACE_CATEGORIES,
): Promise<TraceEvent[]> {
  const context = await mobileContext(browser);
  try {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        refused.push(message.text());
    });
    const devtools = await context.newCDPSession(page);
    // As Lighthouse has them: with `Debugger` off V8 parses the entry twice (performance.md).
    await devtools.send('Runtime.enable');
    await devtools.send('Debugger.enable');
    await emulateSlow4G(devtools);
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'networkidle' });
    // What the load started has run: the main thread has had an idle period.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    const trace = await browser.stopTracing();
    // A script the policy refused leaves the page without its code: a figure far too low.
    if (refused.length > 0)
      throw new ScriptError(
        `${url}: the page broke the Content-Security-Policy of this checkout's firebase.json, which the local server applies to every build (a build of a commit whose inline scripts differ cannot be measured from this checkout): ${refused[0]?.slice(0, 160) ?? ''}`,
      );
    return (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** What the largest tasks of one load were made of, one line each. */
function breakdownLines(events: TraceEvent[]): string[] {
  const estimate = blockingAfterPaint(events, LOW_TIER_SLOWDOWN);
  return estimate.tasks.slice(0, TASKS_SHOWN).map((task) => {
    const parts = taskBreakdown(events, task.event, LOW_TIER_SLOWDOWN)
      .filter((part) => Math.round(part.cpuMs) > 0)
      .slice(0, PARTS_SHOWN)
      .map((part) => `${part.what} ${Math.round(part.cpuMs)}`)
      .join(', ');
    return `  ${ms(task.cpuMs)} at ${task.afterPaintMs >= 0 ? '+' : ''}${ms(task.afterPaintMs)} from first paint: ${parts}`;
  });
}

/**
 * Measures `routes` of each build, `rounds` loads each, interleaved; prints per route and build
 * the blocking time's median and each round, and the median of all main-thread CPU after first
 * paint; with one build, what the largest tasks of one more load ran.
 */
export async function cpuEstimate(builds: string[], routes: string[], rounds: number) {
  const servers = await Promise.all(builds.map((dist) => serve(dist, 'prerendered')));
  const google = await serveGoogleStandIns();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...google.chromeFlags],
  });
  const name = (build: number) => {
    const dir = builds[build] ?? '';
    const shown = path.relative(process.cwd(), dir) || '.';
    // A build named twice (an A/A run, to see the noise) is told apart by its place.
    return builds.indexOf(dir) === build ? shown : `${shown} #${build + 1}`;
  };
  const rows = [['route', 'build', 'blocking, median', 'each round', 'CPU after paint, median']];
  const details: string[] = [];
  try {
    for (const route of routes) {
      const loads = new Map<number, BlockingEstimate[]>();
      for (const { round, build } of interleavedLoads([...builds.keys()], rounds)) {
        const events = await traceLoad(browser, `${servers[build]?.url ?? ''}${route}`);
        const estimate = blockingAfterPaint(events, LOW_TIER_SLOWDOWN);
        loads.set(build, [...(loads.get(build) ?? []), estimate]);
        process.stderr.write(
          `  round ${round + 1} ${route} ${name(build)}: CPU ${ms(estimate.cpuMs)}, blocking ${ms(estimate.blockingMs)} in ${estimate.longTasks} long task${estimate.longTasks === 1 ? '' : 's'}, the largest ${ms(estimate.tasks[0]?.cpuMs ?? 0)}\n`,
        );
      }
      for (const [build, estimates] of loads) {
        const figures = estimates.map((estimate) => estimate.blockingMs);
        const cpu = median(estimates.map((estimate) => estimate.cpuMs));
        rows.push([route, name(build), ms(median(figures)), figures.map(ms).join(', '), ms(cpu)]);
      }
      if (builds.length === 1) {
        const url = `${servers[0]?.url ?? ''}${route}`;
        details.push(
          `${route}, the largest tasks of one more load:`,
          ...breakdownLines(await traceLoad(browser, url, DETAILED_CATEGORIES)),
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all([...servers, google].map((server) => server.close()));
  }
  console.log(
    `\nBlocking time after first paint, estimated from main-thread CPU time ×${LOW_TIER_SLOWDOWN} (the low-tier phone), unthrottled loads on Slow 4G, ${rounds} round${rounds === 1 ? '' : 's'}${builds.length > 1 ? ', builds interleaved' : ''}\n\n${table(rows)}\n`,
  );
  if (details.length > 0)
    console.log(
      `What the largest tasks ran (CPU ×${LOW_TIER_SLOWDOWN}), from one more load traced with V8's compiling and microtasks too: that tracing costs CPU, so the load is no round\n\n${details.join('\n')}\n`,
    );
}
