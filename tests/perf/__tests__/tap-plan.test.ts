import { describe, expect, it } from 'vitest';
import { tapAnswerMs, tapRow } from '../tap-plan';

describe('tapAnswerMs', () => {
  it("is the longest of the tap's interaction events", () => {
    expect(
      tapAnswerMs([
        { name: 'pointerdown', interactionId: 7, duration: 40 },
        { name: 'pointerup', interactionId: 7, duration: 24 },
        { name: 'click', interactionId: 7, duration: 176 },
      ]),
    ).toBe(176);
  });

  it('leaves out events of no interaction (a pointer move) and others than a tap’s', () => {
    expect(
      tapAnswerMs([
        { name: 'pointerover', interactionId: 0, duration: 300 },
        { name: 'pointerenter', interactionId: 0, duration: 300 },
        { name: 'click', interactionId: 3, duration: 32 },
      ]),
    ).toBe(32);
  });

  it('is 0 when no event was slow enough to be reported', () => {
    expect(tapAnswerMs([])).toBe(0);
  });
});

describe('tapRow', () => {
  it('passes a tap answered within 250 ms whose result showed within 1 s', () => {
    expect(
      tapRow({ tap: 'Load more', answersMs: [120, 300, 96], resultsMs: [700, 1_400, 650] }, true),
    ).toEqual({ tap: 'Load more', answerMs: 120, slowestMs: 300, resultMs: 700, problems: [] });
  });

  it('names a tap answered late, and a result shown late', () => {
    expect(
      tapRow({ tap: 'a filter', answersMs: [260, 270, 240], resultsMs: [1_100, 900, 1_200] }, true)
        .problems,
    ).toEqual([
      'a filter: answered in 260 ms, over 250 ms',
      'a filter: its result showed after 1100 ms, over 1000 ms',
    ]);
  });

  it('does not hold a tap whose result is its answer to the result bar', () => {
    expect(tapRow({ tap: 'the header', answersMs: [80], resultsMs: [1_500] }, false)).toMatchObject(
      { resultMs: undefined, problems: [] },
    );
  });

  it('fails a tap with no rounds rather than passing it', () => {
    expect(tapRow({ tap: 'the viewer', answersMs: [], resultsMs: [] }, false).problems).toEqual([
      'the viewer: not measured',
    ]);
  });
});
