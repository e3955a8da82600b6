/**
 * Which Lighthouse runs measured the phone they were meant to, pure. A run's slowdown is set
 * from the host's benchmark index just before it, but the index on this shared machine drifts
 * (1,800 to 2,900 within an hour): a run whose own index, over the slowdown it ran at, lands
 * far from its tier's phone measured another phone, and is dropped. The runner measures again
 * (bounded) until it has kept the runs it wants, and reports every run it dropped.
 */
import { mobileCpuSlowdown, type PhoneTier } from './cpu-calibration';

/** How far a run's phone may land from the tier's index and still count. */
export const TIER_TOLERANCE = 0.15;

/** What the keep rule reads of a run: Lighthouse's own index, and the slowdown it ran at. */
export type TierRun = { benchmarkIndex: number; slowdown: number };

/** The phone a run emulated: its own benchmark index over its CPU slowdown. */
export const phoneIndex = ({ benchmarkIndex, slowdown }: TierRun) => benchmarkIndex / slowdown;

/** Whether a run emulated its tier's phone, within TIER_TOLERANCE of the tier's index. */
export function isAtTier(run: TierRun, tier: PhoneTier): boolean {
  const phone = phoneIndex(run);
  return (
    Number.isFinite(phone) &&
    Math.abs(phone - tier.benchmarkIndex) <= TIER_TOLERANCE * tier.benchmarkIndex
  );
}

/** How many of the host's latest benchmark indexes the next run's slowdown follows. */
const RECENT = 3;

/**
 * The host's index to set the next run's slowdown from: the median of the latest three it
 * showed (each run measures it anew, Lighthouse's own, before it throttles). The latest alone
 * would follow the drift, but also each run's noise (2,194 then 3,004 then 2,683 in three
 * runs on a busy afternoon); the median of three follows the drift and not one odd run.
 */
export function calibrationIndex(indexes: readonly number[]): number {
  const recent = indexes.filter((index) => Number.isFinite(index) && index > 0).slice(-RECENT);
  const sorted = [...recent].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The slowdown for the next run: the tier's, for the host's calibration index. */
export const nextSlowdown = (indexes: readonly number[], tier: PhoneTier) =>
  mobileCpuSlowdown(calibrationIndex(indexes), tier);

/**
 * Runs a figure may take to keep `wanted`: three times as many. Past that the host is too
 * unsteady to measure the tier, and the row says how many it kept.
 */
export const runLimit = (wanted: number) => wanted * 3;

/**
 * The runs a figure keeps: those at its tier, or every run of a figure that emulates no tier
 * (Lighthouse's default settings, 4× whatever the host: nothing to drop).
 */
const keptOf = (runs: readonly TierRun[], tier: PhoneTier | undefined) =>
  tier ? runs.filter((run) => isAtTier(run, tier)).length : runs.length;

/** Whether a figure needs one more run: fewer than `wanted` kept, and the limit not reached. */
export function needsRun(
  runs: readonly TierRun[],
  wanted: number,
  tier: PhoneTier | undefined,
): boolean {
  return keptOf(runs, tier) < wanted && runs.length < runLimit(wanted);
}

export type Side = 'A' | 'B';

/**
 * In an interleaved comparison of two builds, whose run is next: A, B, A, B…, a dropped run
 * measured again on its own side before the other side's turn, so the kept runs alternate;
 * undefined when both sides are done (kept `wanted`, or reached the limit).
 */
export function nextSide(
  runs: Readonly<Record<Side, readonly TierRun[]>>,
  wanted: number,
  tier: PhoneTier | undefined,
): Side | undefined {
  const open = (side: Side) => needsRun(runs[side], wanted, tier);
  if (!open('A')) return open('B') ? 'B' : undefined;
  if (!open('B')) return 'A';
  return keptOf(runs.A, tier) <= keptOf(runs.B, tier) ? 'A' : 'B';
}

/** What a row misses when it kept fewer runs than wanted, or undefined. */
export function tierShortfall(
  runs: readonly TierRun[],
  wanted: number,
  tier: PhoneTier | undefined,
): string | undefined {
  const kept = keptOf(runs, tier);
  if (kept >= wanted || !tier) return undefined;
  return `${kept} of ${runs.length} runs at the tier (phone index ${tier.benchmarkIndex} ± ${TIER_TOLERANCE * 100} %), ${wanted} wanted: the host's index moved too much; measure again`;
}
