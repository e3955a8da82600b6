import { describe, expect, it } from 'vitest';
import { ScriptError } from '../../../tooling/run-main';
import {
  blockingAfterPaint,
  interleavedLoads,
  taskBreakdown,
  type TraceEvent,
} from '../cpu-estimate-plan';

/** The page's renderer main thread. */
const MAIN = { pid: 1, tid: 10 };
const SLOWDOWN = 10;

/** A complete event, times in ms (the trace's are µs); its wall time is its CPU time unless given. */
function event(
  name: string,
  startMs: number,
  cpuMs: number,
  {
    wallMs = cpuMs,
    thread = MAIN,
    url,
  }: { wallMs?: number; thread?: typeof MAIN; url?: string } = {},
): TraceEvent {
  return {
    name,
    ph: 'X',
    ts: startMs * 1000,
    dur: wallMs * 1000,
    tdur: cpuMs * 1000,
    ...thread,
    ...(url && { args: { data: { url } } }),
  };
}
const task = (startMs: number, cpuMs: number, options?: Parameters<typeof event>[3]) =>
  event('RunTask', startMs, cpuMs, options);
const paint = (atMs: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ts: atMs * 1000,
  ...MAIN,
});

describe('blockingAfterPaint', () => {
  it('sums what each task after first paint takes beyond 50 ms of CPU time at the phone’s slowdown', () => {
    const estimate = blockingAfterPaint(
      [
        paint(100),
        task(200, 12), // 120 ms on the phone: 70 blocking
        task(300, 8, { wallMs: 9 }), // 80: 30
        task(400, 3), // 30: none
        // Long on the wall clock (a busy host), 20 ms on the phone: none.
        task(500, 2, { wallMs: 40 }),
      ],
      SLOWDOWN,
    );
    expect(estimate).toMatchObject({ blockingMs: 100, longTasks: 2, cpuMs: 250 });
    expect(estimate.tasks.map((t) => [t.afterPaintMs, t.cpuMs])).toEqual([
      [100, 120],
      [200, 80],
      [300, 30],
      [400, 20],
    ]);
  });

  it('leaves out tasks that ended before first paint, and counts whole the one running as it painted', () => {
    const estimate = blockingAfterPaint(
      [task(0, 30, { wallMs: 40 }), paint(100), task(95, 10, { wallMs: 10 })],
      SLOWDOWN,
    );
    expect(estimate.blockingMs).toBe(50);
    expect(estimate.tasks.map((t) => t.afterPaintMs)).toEqual([-5]);
  });

  it('counts a task of exactly 50 ms neither long nor blocking, and what is past 50 for a longer one', () => {
    expect(blockingAfterPaint([paint(0), task(10, 5)], SLOWDOWN)).toMatchObject({
      blockingMs: 0,
      longTasks: 0,
    });
    expect(
      blockingAfterPaint([paint(0), task(10, 5), task(20, 5.2)], SLOWDOWN).blockingMs,
    ).toBeCloseTo(2);
  });

  it('reads only the thread that painted: another thread’s or another process’s tasks are not the page’s', () => {
    const estimate = blockingAfterPaint(
      [
        paint(100),
        task(200, 40, { thread: { pid: 1, tid: 11 } }),
        task(200, 40, { thread: { pid: 2, tid: 10 } }),
        task(300, 6),
      ],
      SLOWDOWN,
    );
    expect(estimate.blockingMs).toBe(10);
    expect(estimate.tasks).toHaveLength(1);
  });

  it('refuses a trace without first paint, or with a task without thread CPU time', () => {
    expect(() => blockingAfterPaint([task(0, 100)], SLOWDOWN)).toThrow(ScriptError);
    const wallOnly = { ...task(200, 1), tdur: undefined };
    expect(() => blockingAfterPaint([paint(100), wallOnly], SLOWDOWN)).toThrow(
      /no thread CPU time/,
    );
  });
});

describe('taskBreakdown', () => {
  it('tells each event’s own CPU time inside the task, scripts by file, largest first', () => {
    const long = task(0, 40, { wallMs: 50 });
    const events = [
      long,
      // Starts with the task: still inside it, not its parent.
      event('EvaluateScript', 0, 20, {
        wallMs: 25,
        url: 'http://127.0.0.1:5050/assets/index-abc.js',
      }),
      event('FunctionCall', 2, 12, { url: 'http://127.0.0.1:5050/assets/index-abc.js?v=1' }),
      event('Layout', 5, 3, { wallMs: 4 }),
      // Compiling a function on its first call, in V8's own events: one line.
      event('V8.ParseFunction', 10, 0.5),
      event('V8.CompileIgnition', 11, 1.5),
      event('UpdateLayoutTree', 30, 5, { wallMs: 6 }),
      // A collection and its phases: one line.
      event('MinorGC', 40, 4, { wallMs: 5 }),
      event('V8.GC_SCAVENGER_SCAVENGE_ROOTS', 41, 1),
      event('V8.GC_SCAVENGER_SCAVENGE_PARALLEL', 42, 2),
      // Another thread at the same moment, and the same thread after the task.
      event('FunctionCall', 0, 100, { thread: { pid: 1, tid: 11 }, url: 'worker.js' }),
      event('Layout', 60, 30),
    ];
    expect(taskBreakdown(events, long, SLOWDOWN)).toEqual([
      { what: 'other', cpuMs: 110 },
      { what: 'EvaluateScript index-abc.js', cpuMs: 80 },
      { what: 'FunctionCall index-abc.js', cpuMs: 70 },
      { what: 'UpdateLayoutTree', cpuMs: 50 },
      { what: 'GC', cpuMs: 40 },
      { what: 'Layout', cpuMs: 30 },
      { what: 'compile', cpuMs: 20 },
    ]);
  });

  it('takes the task as the parent of an event spanning all of it', () => {
    const short = task(0, 10);
    const events = [event('EvaluateScript', 0, 9, { wallMs: 10, url: 'entry.js' }), short];
    expect(taskBreakdown(events, short, SLOWDOWN)).toEqual([
      { what: 'EvaluateScript entry.js', cpuMs: 90 },
      { what: 'other', cpuMs: 10 },
    ]);
  });
});

describe('interleavedLoads', () => {
  it('loads the builds in turn, each round in the order opposite to the one before', () => {
    expect(interleavedLoads(['A', 'B'], 3).map(({ round, build }) => `${round}${build}`)).toEqual([
      '0A',
      '0B',
      '1B',
      '1A',
      '2A',
      '2B',
    ]);
    expect(interleavedLoads(['A'], 2)).toEqual([
      { round: 0, build: 'A' },
      { round: 1, build: 'A' },
    ]);
  });
});
