import { describe, expect, it } from 'vitest';
import { compareNames, formatNumber } from '../plain-numbers';

/** What the site showed with Intl, and what a visitor must keep seeing. */
const formats = new Map(
  [0, 1, 2, 3].map((digits) => [
    digits,
    new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }),
  ]),
);
const intl = (value: number, maximumFractionDigits: number) =>
  (formats.get(maximumFractionDigits) ?? new Intl.NumberFormat('en-US')).format(value);

describe('formatNumber', () => {
  it('writes what a card shows: beds, baths, square feet and counts', () => {
    expect(formatNumber(4, 1)).toBe('4');
    expect(formatNumber(2.5, 1)).toBe('2.5');
    expect(formatNumber(2480, 1)).toBe('2,480');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
  });

  it('rounds half away from zero on the decimal a person reads, as Intl does', () => {
    expect(formatNumber(1.45, 1)).toBe('1.5'); // toFixed(1) would say 1.4
    expect(formatNumber(2.25, 1)).toBe('2.3');
    expect(formatNumber(9.96, 1)).toBe('10');
    expect(formatNumber(999.95, 1)).toBe('1,000');
    expect(formatNumber(-1.45, 1)).toBe('-1.5');
    expect(formatNumber(-0.04, 1)).toBe('-0');
  });

  it('agrees with Intl.NumberFormat on every third hundredth to ±1,000, at 0 and 1 decimals', () => {
    const differences: string[] = [];
    for (let k = -100_000; k <= 100_000; k += 3) {
      const value = k / 100;
      for (const digits of [0, 1]) {
        if (formatNumber(value, digits) !== intl(value, digits)) {
          differences.push(`${value} at ${digits}: ${formatNumber(value, digits)}`);
        }
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('agrees with Intl.NumberFormat on doubles of every size, tiny and huge', () => {
    // A fixed sequence (not Math.random), so that a difference is the same on every run.
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const differences: string[] = [];
    for (let i = 0; i < 5_000; i++) {
      const value = (next() - 0.3) * 10 ** Math.floor(next() * 26 - 10);
      for (const digits of [0, 1, 2, 3]) {
        if (formatNumber(value, digits) !== intl(value, digits)) {
          differences.push(`${value} at ${digits}: ${formatNumber(value, digits)}`);
        }
      }
    }
    for (const value of [1e-7, 5e-7, 0.00049, 0.0005, 1e20, 123456789012345680000]) {
      if (formatNumber(value, 3) !== intl(value, 3)) differences.push(`${value}`);
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('writes what Intl writes for what is not a number', () => {
    for (const value of [NaN, Infinity, -Infinity, -0])
      expect(formatNumber(value)).toBe(intl(value, 3));
  });
});

describe('compareNames', () => {
  it('orders names as an en-US Intl.Collator does', () => {
    const names = [
      'Zionsville',
      'Carmel',
      'carmel',
      'Beech Grove',
      'Fishers',
      'Éclair',
      'eclair',
      'St. John',
      'St John',
      'Saint John',
      'Indianapolis',
      'Indian Lake',
      'McCordsville',
      'Mc Cordsville',
      'Noblesville',
      'Greenwood',
      'Green Wood',
    ];
    const collator = new Intl.Collator('en-US');
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
  });
});
