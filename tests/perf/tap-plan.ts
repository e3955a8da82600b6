/**
 * What `npm run perf -- --taps` reads from a tap, and the bars it holds it to (tests/perf/
 * tap-timing.ts measures). A tap's answer is Event Timing's: from the input until the next
 * frame painted after its handlers ran, the longest of the interaction's events. Its result
 * (a filtered list, more cards) may wait on the network, so it has a bar of its own.
 */
import { median } from './perf-plan';

/** The low-tier phone's bars: a tap answered within 250 ms (the goal 200), a result within 1 s. */
export const TAP_BARS = { answerMs: 250, goalMs: 200, resultMs: 1_000 } as const;

/** The Event Timing entry fields a tap is read from. */
export type EventEntry = { name: string; interactionId: number; duration: number };

/** The events of a tap: pointer, click and key events, as an interaction groups them. */
const TAP_EVENTS = new Set(['pointerdown', 'pointerup', 'click', 'keydown', 'keyup']);

/**
 * How long a tap took to answer: the longest of its interaction's events, or 0 when none was
 * slow enough to be reported (Event Timing leaves out events under its 16 ms threshold).
 */
export function tapAnswerMs(entries: readonly EventEntry[]): number {
  const durations = entries
    .filter((entry) => entry.interactionId > 0 && TAP_EVENTS.has(entry.name))
    .map((entry) => entry.duration);
  return Math.max(0, ...durations);
}

/** One tap's rounds: its answers, and (for a tap whose result is awaited) its results. */
export type TapRounds = { tap: string; answersMs: number[]; resultsMs: number[] };

type TapRow = {
  tap: string;
  answerMs: number;
  slowestMs: number;
  resultMs: number | undefined;
  problems: string[];
};

/** A tap's medians against the bars; a tap with no rounds is a problem, never a pass. */
export function tapRow({ tap, answersMs, resultsMs }: TapRounds, awaitsResult: boolean): TapRow {
  const problems: string[] = [];
  if (answersMs.length === 0) problems.push(`${tap}: not measured`);
  const answerMs = median(answersMs);
  const resultMs = awaitsResult ? median(resultsMs) : undefined;
  if (answerMs > TAP_BARS.answerMs)
    problems.push(`${tap}: answered in ${answerMs} ms, over ${TAP_BARS.answerMs} ms`);
  if (resultMs !== undefined && resultMs > TAP_BARS.resultMs)
    problems.push(`${tap}: its result showed after ${resultMs} ms, over ${TAP_BARS.resultMs} ms`);
  return { tap, answerMs, slowestMs: Math.max(0, ...answersMs), resultMs, problems };
}
