/**
 * The same emulated phone on any host. Lighthouse throttles the CPU relative to the machine it
 * runs on (4× slower than the host), so the same page measures a different phone on a
 * different machine: this machine (benchmark index about 3,700) became a fast phone, while
 * CI's clean machine, slower at the moment it measured, became a much slower one and the
 * same build missed the mobile budget on Total Blocking Time alone (85 against 96 here).
 *
 * Lighthouse's documentation says to calibrate the slowdown to the host's benchmark index
 * (docs/throttling.md, "Calibrating the CPU slowdown"). The targets are two of the devices
 * DevTools' own CPU calibration names (PHONE_TIERS): the slowdown is the host's index / the
 * phone's, never below 1× (a host slower than the phone measures as itself, a stricter test)
 * and never above the tier's cap.
 */
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';

export type PhoneTier = { benchmarkIndex: number; maxSlowdown: number };

/** DevTools' CPU calibration tiers: the phones `npm run perf` emulates, by benchmark index. */
export const PHONE_TIERS = {
  /**
   * A Pixel 5, what every mobile budget is set for; capped at Lighthouse's default mobile
   * slowdown (4×, meant for a high-end desktop host).
   */
  midTier: { benchmarkIndex: 1000, maxSlowdown: 4 },
  /**
   * DevTools' low-tier phone (a Moto G4 Power 2022), which only the full report measures. Its
   * slowdown has to go past 4× (a host of index 3,700 needs 14×); the cap only keeps a
   * mismeasured host from runs too slow to finish.
   */
  lowTier: { benchmarkIndex: 264, maxSlowdown: 20 },
} as const satisfies Record<string, PhoneTier>;

/**
 * The CPU slowdown that makes a host of this benchmark index behave like the tier's phone. A
 * host that could not be measured gets the tier's cap (for the mid tier, Lighthouse's own 4×).
 */
export function mobileCpuSlowdown(hostIndex: number, tier: PhoneTier): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) return tier.maxSlowdown;
  const slowdown = hostIndex / tier.benchmarkIndex;
  return Math.round(Math.min(tier.maxSlowdown, Math.max(1, slowdown)) * 10) / 10;
}

/**
 * The host's benchmark index as Lighthouse computes it (its own page function, in the same
 * Chromium with the same flags), the median of three so one hiccup does not set the phone.
 */
export function hostBenchmarkIndex(): Promise<number> {
  return medianBenchmarkIndex(1);
}

/**
 * The index each of `pages` pages measures while all of them run the benchmark at once, each
 * in its own renderer process: with as many pages as cores, what one of several test workers
 * gets of a host that other processes may be keeping busy too (tests/support/host-speed.ts).
 */
export function parallelBenchmarkIndex(pages: number): Promise<number> {
  return medianBenchmarkIndex(pages);
}

async function medianBenchmarkIndex(parallel: number): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // A context each: a page of its own site instance, so a renderer process of its own.
    const pages = await Promise.all(
      Array.from({ length: parallel }, async () => (await browser.newContext()).newPage()),
    );
    const samples: number[] = [];
    for (let run = 0; run < 3; run++) {
      samples.push(
        ...(await Promise.all(
          pages.map((page) => page.evaluate(pageFunctions.computeBenchmarkIndex)),
        )),
      );
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
  } finally {
    await browser.close();
  }
}
