import { describe, expect, it } from 'vitest';
import { PHONE_TIERS } from '../cpu-calibration';
import {
  calibrationIndex,
  isAtTier,
  needsRun,
  nextSide,
  nextSlowdown,
  phoneIndex,
  runLimit,
  tierShortfall,
  type Side,
  type TierRun,
} from '../tier-runs';

const { lowTier, midTier } = PHONE_TIERS;

/** A run that emulated the phone of index `phone` (the host at 2,640, slowed to match). */
const run = (phone: number): TierRun => ({ benchmarkIndex: 2640, slowdown: 2640 / phone });
const atTier = run(264);
const offTier = run(330);

describe('isAtTier', () => {
  it('keeps a run whose own index over its slowdown lands within 15 % of the tier', () => {
    expect(phoneIndex({ benchmarkIndex: 2640, slowdown: 10 })).toBe(264);
    // The host measured 2,640 before the run and 2,900 in it: phone 290, 10 % off.
    expect(isAtTier({ benchmarkIndex: 2900, slowdown: 10 }, lowTier)).toBe(true);
    // Just inside 15 % either side (224.4 and 303.6), and just outside.
    expect(isAtTier({ benchmarkIndex: 2245, slowdown: 10 }, lowTier)).toBe(true);
    expect(isAtTier({ benchmarkIndex: 3035, slowdown: 10 }, lowTier)).toBe(true);
    expect(isAtTier({ benchmarkIndex: 2243, slowdown: 10 }, lowTier)).toBe(false);
    expect(isAtTier({ benchmarkIndex: 3037, slowdown: 10 }, lowTier)).toBe(false);
  });

  it('drops a run the host’s drift took to another phone, either way', () => {
    expect(isAtTier({ benchmarkIndex: 3100, slowdown: 10 }, lowTier)).toBe(false);
    expect(isAtTier({ benchmarkIndex: 2200, slowdown: 10 }, lowTier)).toBe(false);
    // At the mid tier, 15 % of 1,000: a phone of 1,148 counts, one of 1,156 does not.
    expect(isAtTier({ benchmarkIndex: 2870, slowdown: 2.5 }, midTier)).toBe(true);
    expect(isAtTier({ benchmarkIndex: 2890, slowdown: 2.5 }, midTier)).toBe(false);
  });

  it('drops a run whose index Lighthouse could not measure', () => {
    expect(isAtTier({ benchmarkIndex: Number.NaN, slowdown: 10 }, lowTier)).toBe(false);
  });

  it('sets the next run’s slowdown from the host’s latest index', () => {
    expect(nextSlowdown([2900], lowTier)).toBe(11);
    expect(nextSlowdown([1800], lowTier)).toBe(6.8);
    expect(
      isAtTier({ benchmarkIndex: 2900, slowdown: nextSlowdown([2900], lowTier) }, lowTier),
    ).toBe(true);
  });
});

describe('calibrationIndex', () => {
  it('follows the median of the host’s latest three indexes, not one odd run', () => {
    expect(calibrationIndex([3159])).toBe(3159);
    expect(calibrationIndex([3159, 2194])).toBe(3159);
    expect(calibrationIndex([3159, 2194, 3004])).toBe(3004);
    // The host drifted down: the oldest index no longer counts.
    expect(calibrationIndex([3159, 2194, 3004, 1900, 1850])).toBe(1900);
  });

  it('passes over a run whose index Lighthouse could not measure', () => {
    expect(calibrationIndex([2500, Number.NaN, 0])).toBe(2500);
    expect(calibrationIndex([])).toBeNaN();
  });
});

describe('needsRun', () => {
  it('measures until the wanted runs are kept, re-running each dropped one', () => {
    expect(needsRun([], 3, lowTier)).toBe(true);
    expect(needsRun([atTier, offTier, atTier], 3, lowTier)).toBe(true);
    expect(needsRun([atTier, offTier, atTier, atTier], 3, lowTier)).toBe(false);
  });

  it('stops at three times the wanted runs, however few it kept', () => {
    expect(runLimit(3)).toBe(9);
    const unsteady = Array.from({ length: 8 }, () => offTier);
    expect(needsRun(unsteady, 3, lowTier)).toBe(true);
    expect(needsRun([...unsteady, offTier], 3, lowTier)).toBe(false);
  });
});

describe('a figure with no tier (Lighthouse’s default settings)', () => {
  it('keeps every run: the wanted runs, never more, and never a shortfall', () => {
    expect(needsRun([offTier, offTier], 3, undefined)).toBe(true);
    expect(needsRun([offTier, offTier, offTier], 3, undefined)).toBe(false);
    expect(tierShortfall([offTier], 3, undefined)).toBeUndefined();
    const runs: Record<Side, TierRun[]> = { A: [], B: [] };
    const order: Side[] = [];
    for (let side = nextSide(runs, 2, undefined); side; side = nextSide(runs, 2, undefined)) {
      runs[side].push(offTier);
      order.push(side);
    }
    expect(order.join('')).toBe('ABAB');
  });
});

describe('tierShortfall', () => {
  it('says how many runs a row kept when it kept fewer than wanted', () => {
    expect(tierShortfall([atTier, atTier, atTier], 3, lowTier)).toBeUndefined();
    expect(tierShortfall([atTier, ...Array.from({ length: 8 }, () => offTier)], 3, lowTier)).toBe(
      "1 of 9 runs at the tier (phone index 264 ± 15 %), 3 wanted: the host's index moved too much; measure again",
    );
  });
});

describe('nextSide', () => {
  /** Plays a comparison through: each side's runs in turn, as given, until nextSide is done. */
  const play = (outcomes: Record<Side, TierRun[]>, wanted: number) => {
    const runs: Record<Side, TierRun[]> = { A: [], B: [] };
    const order: Side[] = [];
    for (let side = nextSide(runs, wanted, lowTier); side; side = nextSide(runs, wanted, lowTier)) {
      const next = outcomes[side][runs[side].length];
      if (!next) throw new Error(`no outcome left for ${side}`);
      runs[side].push(next);
      order.push(side);
    }
    return order.join('');
  };

  it('interleaves the two builds A, B, A, B… until each has its runs', () => {
    const steady = Array.from({ length: 5 }, () => atTier);
    expect(play({ A: steady, B: steady }, 5)).toBe('ABABABABAB');
  });

  it('measures a dropped run again on its own side before the other side’s turn', () => {
    expect(
      play({ A: [atTier, offTier, atTier, atTier], B: [offTier, atTier, atTier, atTier] }, 3),
    ).toBe('ABBAABAB');
  });

  it('lets the other side finish when one reaches its limit', () => {
    const never = Array.from({ length: 6 }, () => offTier);
    expect(play({ A: never, B: [atTier, atTier] }, 2)).toBe('AAAAAABB');
  });
});
