/**
 * How fast this host runs the tests today, and the timeouts that follow from it. The suite's
 * verdicts wait for conditions, not time; a timeout only bounds how long a failing wait may
 * take, so it is generous, and on a slow or busy host it grows: a day at half speed must not
 * turn a passing test into a timeout.
 *
 * The speed is Lighthouse's benchmark index (the figure tests/perf/cpu-calibration.ts
 * calibrates the phone with), measured in as many pages at once as the host has cores, the
 * way the test workers, their browsers and the web server share the machine: a core kept busy
 * by another process halves each page's index, where one page alone would still find a free
 * core. `npm test` measures it once (tests/suite/test-suite.ts) and hands it to every command in
 * HOST_BENCHMARK_INDEX; a Playwright run started on its own measures it in its global set-up
 * (tests/support/measure-host.ts), before its workers load the config that reads it.
 */
import { availableParallelism, loadavg } from 'node:os';

export const HOST_INDEX_VARIABLE = 'HOST_BENCHMARK_INDEX';

/**
 * The index per core, all cores in use, at which the suite's timeouts are set: what this
 * machine kind measured on an ordinary day (1,470 on 2026-11-25 at load average 3, where one
 * page alone measured 2,180; one core kept busy by a busy loop took it to 1,320).
 */
export const REFERENCE_INDEX = 1_500;
/** However slow the host, a timeout grows at most this much: beyond it, something hangs. */
const MAX_SCALE = 4;

/** What a timeout set at REFERENCE_INDEX is multiplied by on a host of this index. */
export function timeoutScale(index: number): number {
  if (!Number.isFinite(index) || index <= 0) return MAX_SCALE;
  const scale = Math.min(MAX_SCALE, Math.max(1, REFERENCE_INDEX / index));
  return Math.ceil(scale * 10) / 10;
}

/**
 * The index npm test or a global set-up measured (HOST_BENCHMARK_INDEX), if any. Until then a
 * config reads REFERENCE_INDEX: Playwright loads its config again in each worker, after the
 * global set-up, and the workers are what time the tests.
 */
export function knownHostIndex(): number | undefined {
  const known = Number(process.env[HOST_INDEX_VARIABLE]);
  return Number.isFinite(known) && known > 0 ? known : undefined;
}

/** A timeout set at REFERENCE_INDEX, for this host. */
export function scaledTimeout(ms: number, index = knownHostIndex() ?? REFERENCE_INDEX): number {
  return Math.round(ms * timeoutScale(index));
}

/** One line for a log: the index, the cores, the load, and what it does to the timeouts. */
export function describeHostSpeed(index: number): string {
  const [load = 0] = loadavg();
  return `host benchmark index ${Math.round(index)} per core with all ${availableParallelism()} in use (load average ${load.toFixed(1)}): timeouts × ${timeoutScale(index)}`;
}
