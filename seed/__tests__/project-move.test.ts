import { describe, expect, it } from 'vitest';
import { sortForMove } from '../project-move';

describe('a move in the list', () => {
  const sorts = [10, 20, 30, 40];

  it('takes a number strictly between the new neighbours’', () => {
    expect(sortForMove(sorts, 3, 1)).toBe(15);
    expect(sortForMove(sorts, 0, 2)).toBe(35);
    expect(sortForMove([1, 2, 3], 2, 1)).toBe(1.5);
  });

  it('goes one before the first to be first, one after the last to be last', () => {
    expect(sortForMove(sorts, 2, 0)).toBe(9);
    expect(sortForMove([0.5, 3, 4], 2, 0)).toBe(-1);
    expect(sortForMove(sorts, 0, 3)).toBe(41);
    expect(sortForMove(sorts, 1, 99)).toBe(41);
  });

  it('lands where it was asked, among the others as they are', () => {
    for (const [from, to] of [
      [3, 0],
      [0, 3],
      [1, 2],
      [2, 1],
    ] as const) {
      const sort = sortForMove(sorts, from, to);
      const list = sorts.map((value, index) => (index === from ? sort : value));
      const order = list.map((_, index) => index).sort((x, y) => (list[x] ?? 0) - (list[y] ?? 0));
      expect(order.indexOf(from)).toBe(to);
    }
  });
});
