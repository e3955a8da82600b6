/**
 * The CPU-time estimate's decisions, pure (`npm run perf -- --cpu-estimate`, run by
 * tests/perf/cpu-estimate.ts): the order builds are loaded in, and what a Chromium trace of one
 * cold load says the low-tier phone would block for. Lighthouse's low-tier figure times tasks by
 * the wall clock of a throttled CPU, so on a shared host it moves with whatever else runs; a
 * task's own thread CPU time (`tdur`) moves far less.
 */
import { ScriptError } from '../../tooling/run-main';

/** One event of a Chromium trace, as far as the estimate reads it; times in microseconds. */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  /** Wall time, on complete (`X`) events. */
  dur?: number;
  /** The thread's CPU time, on complete events. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
};

/** Lighthouse's threshold: a task blocks input for what it lasts beyond 50 ms. */
const LONG_TASK_MS = 50;

/**
 * A task of the renderer main thread: when it started (from first contentful paint, so
 * negative for one that was running as the page first painted), and its CPU time at the phone
 * tier's slowdown.
 */
type PhoneTask = { event: TraceEvent; afterPaintMs: number; cpuMs: number };

export type BlockingEstimate = {
  /** Lighthouse's Total Blocking Time with each task's CPU time for its duration. */
  blockingMs: number;
  /** The tasks over 50 ms at the phone's slowdown. */
  longTasks: number;
  /**
   * All the CPU time of those tasks, long or not: no threshold, so it moves less from load to
   * load than the blocking time, which a task of 49 or 51 ms tips.
   */
  cpuMs: number;
  /** Every task that ended after first contentful paint, the largest first. */
  tasks: PhoneTask[];
};

/**
 * The page's blocking time on a phone `slowdown` times slower than this host's CPU: over the
 * top-level tasks (`RunTask`) of the thread that painted first contentful paint (the renderer
 * main thread of the page) that end after that paint, the sum of each task's CPU time beyond
 * 50 ms. Unlike Lighthouse, a task running as the page first paints counts whole: how much of
 * it would fall after the paint on a slower CPU, the unthrottled trace cannot say.
 */
export function blockingAfterPaint(events: TraceEvent[], slowdown: number): BlockingEstimate {
  const paint = events
    .filter((event) => event.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)[0];
  if (!paint) throw new ScriptError('The trace has no first contentful paint.');
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ts + (event.dur ?? 0) > paint.ts,
    )
    .map((event) => ({
      event,
      afterPaintMs: (event.ts - paint.ts) / 1000,
      cpuMs: (threadTime(event) / 1000) * slowdown,
    }))
    .sort((a, b) => b.cpuMs - a.cpuMs);
  const long = tasks.filter((task) => task.cpuMs > LONG_TASK_MS);
  const blockingMs = long.reduce((sum, task) => sum + task.cpuMs - LONG_TASK_MS, 0);
  const cpuMs = tasks.reduce((sum, task) => sum + task.cpuMs, 0);
  return { blockingMs, longTasks: long.length, cpuMs, tasks };
}

function threadTime(event: TraceEvent): number {
  // Without it the figure would silently be wall time, the very thing this estimate avoids.
  if (event.tdur === undefined)
    throw new ScriptError(`The trace's ${event.name} at ${event.ts} µs has no thread CPU time.`);
  return event.tdur;
}

/** Events named after the script they run: their time is told by file. */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall']);

/** One line of a task's breakdown: what ran, and its own CPU time at the phone's slowdown. */
type TaskPart = { what: string; cpuMs: number };

/**
 * What a task's CPU time went to, largest first: each event inside it counts its own time
 * (what its nested events did not take), a script's under its file (`FunctionCall index-….js`),
 * V8's parsing and compiling as `compile`, garbage collection's phases as `GC`, anything else
 * under its name (`Layout`, `UpdateLayoutTree` for style, `RunMicrotasks`, `v8.evaluateModule`,
 * whose trace names no file); what no traced event covers is `other`.
 */
export function taskBreakdown(
  events: TraceEvent[],
  task: TraceEvent,
  slowdown: number,
): TaskPart[] {
  const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
  const inside = events
    .filter(
      (event) =>
        event === task ||
        (event.ph === 'X' &&
          event.tdur !== undefined &&
          event.pid === task.pid &&
          event.tid === task.tid &&
          event.ts >= task.ts &&
          end(event) <= end(task)),
    )
    // Parents before their children: earlier first, and the longer of two that start together.
    .sort(
      (a, b) =>
        a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0) || (a === task ? -1 : b === task ? 1 : 0),
    );
  const own = new Map<TraceEvent, number>();
  const open: TraceEvent[] = [];
  for (const event of inside) {
    while (open.length > 0 && end(open[open.length - 1] as TraceEvent) <= event.ts) open.pop();
    const parent = open[open.length - 1];
    if (parent) own.set(parent, (own.get(parent) ?? 0) - threadTime(event));
    own.set(event, (own.get(event) ?? 0) + threadTime(event));
    open.push(event);
  }
  const parts = new Map<string, number>();
  for (const [event, time] of own) {
    const what = label(event);
    parts.set(what, (parts.get(what) ?? 0) + time);
  }
  return [...parts]
    .map(([what, time]) => ({ what, cpuMs: (Math.max(0, time) / 1000) * slowdown }))
    .sort((a, b) => b.cpuMs - a.cpuMs);
}

function label(event: TraceEvent): string {
  if (event.name === 'RunTask') return 'other';
  if (event.name.includes('GC')) return 'GC';
  if (/^V8\.(Parse|Compile)|^v8\.compile/i.test(event.name)) return 'compile';
  if (!SCRIPT_EVENTS.has(event.name)) return event.name;
  const url = event.args?.data?.url ?? '';
  const file = url.split(/[?#]/)[0]?.split('/').pop();
  return file ? `${event.name} ${file}` : event.name;
}

/**
 * The loads of several builds, round by round, each round in the order opposite to the one
 * before (A B, B A, …): a busy moment of the host falls on both sides of a comparison.
 */
export function interleavedLoads<T>(builds: T[], rounds: number): { round: number; build: T }[] {
  return Array.from({ length: rounds }, (_, round) =>
    (round % 2 ? [...builds].reverse() : builds).map((build) => ({ round, build })),
  ).flat();
}
