import { REFERENCE_INDEX, scaledTimeout, timeoutScale } from '../host-speed';

describe('timeoutScale', () => {
  it('keeps the timeouts on a host as fast as the reference, or faster', () => {
    expect(timeoutScale(REFERENCE_INDEX)).toBe(1);
    expect(timeoutScale(REFERENCE_INDEX * 2)).toBe(1);
  });

  it('grows them as the host is slower, rounded up to a tenth', () => {
    expect(timeoutScale(REFERENCE_INDEX / 2)).toBe(2);
    expect(timeoutScale(REFERENCE_INDEX / 1.31)).toBe(1.4);
  });

  it('grows them at most fourfold, also when the index is unknown', () => {
    expect(timeoutScale(100)).toBe(4);
    expect(timeoutScale(Number.NaN)).toBe(4);
    expect(timeoutScale(0)).toBe(4);
  });
});

describe('scaledTimeout', () => {
  it('multiplies a timeout set at the reference index', () => {
    expect(scaledTimeout(10_000, REFERENCE_INDEX)).toBe(10_000);
    expect(scaledTimeout(10_000, REFERENCE_INDEX / 3)).toBe(30_000);
  });
});
