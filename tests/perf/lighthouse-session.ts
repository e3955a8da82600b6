/**
 * Lighthouse's Chromium for one report: Google's analytics hosts answered by local stand-ins
 * (tests/perf/google-stand-ins.ts), and the host's CPU followed from run to run. Each run's
 * mobile CPU slowdown is set from the host's latest benchmark indexes (first our own measure,
 * then those the runs before measured), and each run says whether its own index, over that
 * slowdown, landed on its phone's tier (tests/perf/tier-runs.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import { hostBenchmarkIndex, mobileCpuSlowdown, PHONE_TIERS } from './cpu-calibration';
import { serveGoogleStandIns } from './google-stand-ins';
import { audit } from './lighthouse-runner';
import { runSlowdown, tierOf, type Measure, type Run } from './perf-plan';
import { isAtTier, phoneIndex, TIER_TOLERANCE } from './tier-runs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

type LighthouseSession = {
  run(url: string, measure: Measure): Promise<Run>;
  close(): Promise<void>;
};

/** A run's CPU as the report prints it: `index 2,412 at 9.1× = phone 265 (kept)`. */
export function runCpu(run: Run, measure: Measure): string {
  const tier = tierOf(measure);
  const index = Math.round(run.benchmarkIndex).toLocaleString('en-US');
  if (!tier) return `index ${index}`;
  const phone = Math.round(phoneIndex(run));
  return `index ${index} at ${run.slowdown}× = phone ${phone} (${run.kept ? 'kept' : `dropped: not within ${TIER_TOLERANCE * 100} % of ${tier.benchmarkIndex}`})`;
}

export async function openLighthouse(): Promise<LighthouseSession> {
  // Measured first, so that nothing is left running if the measure fails.
  const hostIndex = await hostBenchmarkIndex();
  const google = await serveGoogleStandIns();
  const chrome = await chromeLauncher
    .launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROME_FLAGS, ...google.chromeFlags],
    })
    .catch(async (error: unknown) => {
      await google.close();
      throw error;
    });
  const indexes = [hostIndex];
  process.stderr.write(
    `  host CPU benchmark index ${Math.round(hostIndex)}: calibrated mobile runs start at ${mobileCpuSlowdown(hostIndex, PHONE_TIERS.midTier)}× CPU slowdown, the low-tier phone at ${mobileCpuSlowdown(hostIndex, PHONE_TIERS.lowTier)}×, each later run at the median index of the three runs before it; Lighthouse's default at 4×\n`,
  );
  return {
    async run(url, measure) {
      const slowdown = runSlowdown(measure, indexes);
      const result = await audit(url, measure, chrome.port, slowdown);
      indexes.push(result.benchmarkIndex);
      const tier = tierOf(measure);
      return { ...result, slowdown, kept: !tier || isAtTier({ ...result, slowdown }, tier) };
    },
    async close() {
      chrome.kill();
      await google.close();
      process.stderr.write(`  gtag.js (its stand-in) loaded in ${google.gtagServed()} runs\n`);
    },
  };
}
