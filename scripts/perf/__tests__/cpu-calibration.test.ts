import { describe, expect, it } from 'vitest';
import { mobileCpuSlowdown } from '../cpu-calibration';

describe('mobileCpuSlowdown', () => {
  it('slows a fast host down to the mid-tier phone, as far as Lighthouse’s 4×', () => {
    expect(mobileCpuSlowdown(3700)).toBe(3.7);
    expect(mobileCpuSlowdown(2500)).toBe(2.5);
    expect(mobileCpuSlowdown(9000)).toBe(4);
  });

  it('does not speed up a host that is already as slow as the phone', () => {
    expect(mobileCpuSlowdown(1000)).toBe(1);
    expect(mobileCpuSlowdown(400)).toBe(1);
  });

  it('falls back to Lighthouse’s default when the host could not be measured', () => {
    expect(mobileCpuSlowdown(Number.NaN)).toBe(4);
    expect(mobileCpuSlowdown(0)).toBe(4);
  });
});
