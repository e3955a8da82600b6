/**
 * The table npm test ends with (tests/suite/test-suite.ts): each phase's wall time, the CPU time
 * it used (tests/suite/process-cpu.ts), and its result, so a phase that has become slow
 * is seen the day it does, and whether it does more work (more CPU time) or the host is slower
 * or busier (wall time growing alone) shows beside it.
 */

export type StepResult = {
  name: string;
  /** Wall time in ms; undefined when the step did not run. */
  ms?: number;
  /** CPU time (user + system) of the step and every process it started, in ms. */
  cpuMs?: number;
  /** Exit code; undefined when the step did not run. */
  code?: number;
};

/** "0:41", "12:05": minutes and seconds. */
export function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const time = (ms: number | undefined) => (ms === undefined ? '–' : clock(ms));

function result(step: StepResult): string {
  if (step.code === undefined) return 'not run';
  return step.code === 0 ? 'passed' : `FAILED (exit ${step.code})`;
}

/**
 * One row per phase, and a total. A phase of steps run side by side shows its own wall time
 * and their CPU time together; its result names each step's times (and any failure).
 */
export function timeTable(phases: { ms?: number; steps: StepResult[] }[], totalMs: number): string {
  // Of the steps that ran.
  const cpuOf = (steps: StepResult[]) =>
    steps.some((step) => step.cpuMs !== undefined)
      ? steps.reduce((sum, step) => sum + (step.cpuMs ?? 0), 0)
      : undefined;
  const rows = phases.map(({ ms, steps }) => {
    const name = steps.map((step) => step.name).join(' + ');
    const [only] = steps;
    if (steps.length === 1 && only) return [name, time(ms), time(only.cpuMs), result(only)];
    const ran = steps.every((step) => step.code !== undefined);
    const failed = steps.some((step) => step.code);
    const each = steps
      .map(
        (step) =>
          `${step.name} ${time(step.ms)} (CPU ${time(step.cpuMs)})${step.code ? ' FAILED' : ''}`,
      )
      .join(', ');
    const verdict = ran ? `${failed ? 'FAILED' : 'passed'}, side by side: ${each}` : 'not run';
    return [name, time(ms), time(cpuOf(steps)), verdict];
  });
  rows.push(['total', clock(totalMs), time(cpuOf(phases.flatMap((phase) => phase.steps))), '']);
  const header = ['phase', 'wall', 'CPU', 'result'];
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
