import { describe, expect, it } from 'vitest';
import { mobileCpuSlowdown, PHONE_TIERS } from '../cpu-calibration';

const { midTier, lowTier } = PHONE_TIERS;

describe('mobileCpuSlowdown', () => {
  it('slows a fast host down to the mid-tier phone, as far as Lighthouse’s 4×', () => {
    expect(mobileCpuSlowdown(3700, midTier)).toBe(3.7);
    expect(mobileCpuSlowdown(2500, midTier)).toBe(2.5);
    expect(mobileCpuSlowdown(9000, midTier)).toBe(4);
  });

  it('slows a host down to the low-tier phone past 4×, as far as 20×', () => {
    expect(mobileCpuSlowdown(3700, lowTier)).toBe(14);
    expect(mobileCpuSlowdown(1500, lowTier)).toBe(5.7);
    expect(mobileCpuSlowdown(9000, lowTier)).toBe(20);
  });

  it('does not speed up a host that is already as slow as the phone', () => {
    expect(mobileCpuSlowdown(1000, midTier)).toBe(1);
    expect(mobileCpuSlowdown(400, midTier)).toBe(1);
    expect(mobileCpuSlowdown(200, lowTier)).toBe(1);
  });

  it('falls back to the tier’s cap (Lighthouse’s default for the mid tier) when the host could not be measured', () => {
    expect(mobileCpuSlowdown(Number.NaN, midTier)).toBe(4);
    expect(mobileCpuSlowdown(0, midTier)).toBe(4);
    expect(mobileCpuSlowdown(Number.NaN, lowTier)).toBe(20);
  });
});
