import { describe, expect, it } from 'vitest';
import { planScroll, positionKey, readSavedPositions } from '../scroll-plan';

const entry = { saved: undefined, hash: '', keepScroll: false };

describe('planScroll', () => {
  it('opens a new page at the top, whatever was saved under its key', () => {
    expect(planScroll({ ...entry, arrival: { by: 'PUSH' } })).toEqual({ kind: 'top' });
    expect(planScroll({ ...entry, arrival: { by: 'PUSH' }, saved: 600 })).toEqual({
      kind: 'top',
    });
    expect(planScroll({ ...entry, arrival: { by: 'REPLACE' } })).toEqual({ kind: 'top' });
  });

  it('keeps the position for a change in place (a filter, the photo viewer, Load more)', () => {
    expect(planScroll({ ...entry, arrival: { by: 'PUSH' }, keepScroll: true })).toEqual({
      kind: 'keep',
    });
    expect(planScroll({ ...entry, arrival: { by: 'REPLACE' }, keepScroll: true })).toEqual({
      kind: 'keep',
    });
  });

  it('returns to the saved position on Back and Forward', () => {
    expect(planScroll({ ...entry, arrival: { by: 'POP' }, saved: 600 })).toEqual({
      kind: 'restore',
      y: 600,
    });
    // Even over a hash or a change in place: the visitor had scrolled since.
    expect(
      planScroll({ arrival: { by: 'POP' }, saved: 0, hash: '#contact', keepScroll: true }),
    ).toEqual({ kind: 'restore', y: 0 });
  });

  it('opens an entry it has no position for at the top, or where a change in place left it', () => {
    expect(planScroll({ ...entry, arrival: { by: 'POP' } })).toEqual({ kind: 'top' });
    expect(planScroll({ ...entry, arrival: { by: 'POP' }, keepScroll: true })).toEqual({
      kind: 'keep',
    });
  });

  it('restores on a reload or a Back into the site, not on a fresh load', () => {
    for (const type of ['reload', 'back_forward']) {
      expect(planScroll({ ...entry, arrival: { by: 'load', type }, saved: 900 })).toEqual({
        kind: 'restore',
        y: 900,
      });
    }
    // A landing at this URL saved it, earlier in the tab: not this entry's.
    for (const type of ['navigate', undefined]) {
      expect(planScroll({ ...entry, arrival: { by: 'load', type }, saved: 900 })).toEqual({
        kind: 'keep',
      });
    }
  });

  it('scrolls a new page to its #hash, decoded', () => {
    expect(planScroll({ ...entry, arrival: { by: 'PUSH' }, hash: '#caf%C3%A9' })).toEqual({
      kind: 'hash',
      id: 'café',
    });
    expect(planScroll({ ...entry, arrival: { by: 'load', type: 'navigate' }, hash: '#%' })).toEqual(
      { kind: 'hash', id: '%' },
    );
    expect(planScroll({ ...entry, arrival: { by: 'PUSH' }, hash: '#' })).toEqual({ kind: 'top' });
  });
});

describe('positionKey', () => {
  const at = { pathname: '/projects/a', search: '', hash: '' };

  it("tells landings apart by their URL, where React Router keys them all 'default'", () => {
    const page = positionKey({ ...at, key: 'default' });
    const photo = positionKey({ ...at, key: 'default', search: '?photo=kitchen-1' });
    expect(page).not.toBe(photo);
    expect(positionKey({ ...at, key: 'default', hash: '#contact' })).not.toBe(page);
    expect(positionKey({ ...at, key: 'default', pathname: '/projects/b' })).not.toBe(page);
    expect(positionKey({ ...at, key: 'default' })).toBe(page);
  });

  it("keys an entry the app's navigation made by its own key alone", () => {
    expect(positionKey({ ...at, key: 'x7k2p' })).toBe('x7k2p');
    expect(positionKey({ ...at, key: 'x7k2p', search: '?photo=kitchen-1' })).toBe('x7k2p');
  });
});

describe('readSavedPositions', () => {
  it('reads the positions sessionStorage holds', () => {
    expect(readSavedPositions('{"default":600,"abc":1500.5}')).toEqual(
      new Map([
        ['default', 600],
        ['abc', 1500.5],
      ]),
    );
  });

  it('skips what is not a position, and starts empty on anything else', () => {
    expect(readSavedPositions('{"a":"600","b":-1,"c":null,"d":12}')).toEqual(new Map([['d', 12]]));
    for (const text of [null, '', 'not json', '[1,2]', '42', 'null']) {
      expect(readSavedPositions(text)).toEqual(new Map());
    }
  });
});
