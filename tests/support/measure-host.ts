import { availableParallelism } from 'node:os';
import { parallelBenchmarkIndex } from '../perf/cpu-calibration';
import { describeHostSpeed, HOST_INDEX_VARIABLE, knownHostIndex } from './host-speed';

/**
 * Global set-up of every Playwright config here: the host's speed, which the timeouts scale
 * with (tests/support/host-speed.ts), measured once unless npm test already has, and left
 * in the environment for the workers.
 */
export default async function measureHost(): Promise<void> {
  if (knownHostIndex() !== undefined) return;
  const index = await parallelBenchmarkIndex(availableParallelism());
  process.env[HOST_INDEX_VARIABLE] = String(Math.round(index));
  console.log(`  ${describeHostSpeed(index)}`);
}
