import { describe, expect, it } from 'vitest';
import { isSameData } from '../same-data';

describe('isSameData', () => {
  it('compares records by content, in any key order', () => {
    expect(
      isSameData(
        { id: 'a', address: { city: 'X', state: 'IN' } },
        { address: { state: 'IN', city: 'X' }, id: 'a' },
      ),
    ).toBe(true);
    expect(isSameData({ id: 'a', beds: 3 }, { id: 'a', beds: 4 })).toBe(false);
    expect(isSameData({ id: 'a' }, { id: 'a', beds: 3 })).toBe(false);
  });

  it('compares lists item by item, in order', () => {
    expect(isSameData([{ url: '1' }, { url: '2' }], [{ url: '1' }, { url: '2' }])).toBe(true);
    expect(isSameData([{ url: '1' }, { url: '2' }], [{ url: '2' }, { url: '1' }])).toBe(false);
    expect(isSameData([1], [1, 1])).toBe(false);
    expect(isSameData([], {})).toBe(false);
  });

  it('treats a key set to undefined as missing, as JSON does', () => {
    expect(isSameData({ id: 'a', width: undefined }, { id: 'a' })).toBe(true);
    expect(isSameData({ id: 'a' }, { id: 'a', width: null })).toBe(false);
  });

  it('tells values of different types apart', () => {
    expect(isSameData(1, '1')).toBe(false);
    expect(isSameData(null, {})).toBe(false);
    expect(isSameData(Number.NaN, Number.NaN)).toBe(true);
  });
});
