import { describe, expect, it } from 'vitest';
import { fieldChanges, formatValue, sameValue } from '../field-changes';

describe('fieldChanges', () => {
  it('names each changed field by its dotted path, absent fields as undefined', () => {
    expect(
      fieldChanges(
        { year_sold: 2021, address: { city: 'Indianapolis' }, images: [{ kitchen: false }] },
        { year_sold: 2026, address: { city: 'Carmel' }, images: [{ kitchen: true }], beds: 3 },
      ),
    ).toEqual([
      { field: 'year_sold', from: 2021, to: 2026 },
      { field: 'address.city', from: 'Indianapolis', to: 'Carmel' },
      { field: 'images.0.kitchen', from: false, to: true },
      { field: 'beds', from: undefined, to: 3 },
    ]);
  });

  it('reports a list that grew or shrank as one change', () => {
    expect(fieldChanges({ images: [1] }, { images: [1, 2] })).toEqual([
      { field: 'images', from: [1], to: [1, 2] },
    ]);
    expect(fieldChanges({ a: { b: [1] } }, { a: { b: [1] } })).toEqual([]);
  });
});

describe('formatValue', () => {
  it('prints JSON, "absent" for a missing field, and shortens long values', () => {
    expect(formatValue(2021)).toBe('2021');
    expect(formatValue('Carmel')).toBe('"Carmel"');
    expect(formatValue(undefined)).toBe('absent');
    expect(formatValue(null)).toBe('null');
    expect(formatValue('x'.repeat(200))).toHaveLength(118);
  });
});

describe('sameValue', () => {
  it('compares nested data regardless of key order, but not array order', () => {
    expect(
      sameValue({ a: 1, b: { c: [1, 2], d: null } }, { b: { d: null, c: [1, 2] }, a: 1 }),
    ).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
