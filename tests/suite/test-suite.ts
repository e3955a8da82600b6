/**
 * `npm test`: every check, in phases, then a table of each phase's wall and CPU time, the host's
 * speed and any test that needed a retry. `.ci/run` runs exactly this.
 *
 * Phases run one after the other and stop at the first that fails (what a later phase tests
 * needs the earlier ones: the build before the end-to-end tests). Steps in one phase run side
 * by side, only where that was measured to pay on this 2-core machine kind (docs/testing.md).
 * The output of a step run beside another is held back and printed whole when it ends, so
 * logs never interleave.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parallelBenchmarkIndex } from '../perf/cpu-calibration';
import { describeHostSpeed, HOST_INDEX_VARIABLE } from '../support/host-speed';
import { PHASES } from './phases';
import { countCpu } from './process-cpu';
import { clock, timeTable, type StepResult } from './time-table';
import { ROOT } from '../../tooling/paths';
import { runMain } from '../../tooling/run-main';

/** Printed beside a phase's name: what the script is called in package.json, shortened. */
const stepName = (script: string) => script.replace(/^test:/, '');

type Phase = { ms?: number; steps: (StepResult & { script: string })[] };

runMain('test', async () => {
  const started = Date.now();
  const retriedDir = mkdtempSync(path.join(tmpdir(), 'npm-test-'));
  const retriedFile = path.join(retriedDir, 'retried-tests.txt');
  const skipped: string[] = [];
  const phases: Phase[] = PHASES.map((scripts) => ({
    steps: scripts.map((script) => ({ script, name: stepName(script) })),
  }));

  // Without a browser to measure in, the timeouts stay as set; the browser tests will say why.
  const index = await parallelBenchmarkIndex(availableParallelism()).catch((error: unknown) => {
    console.error(`npm test: the host's speed could not be measured: ${String(error)}`);
    return undefined;
  });
  const speed = index === undefined ? 'host speed unknown' : describeHostSpeed(index);
  const measured = Date.now() - started;
  console.log(`\nnpm test: ${speed}\n`);
  const env = {
    ...process.env,
    ...(index !== undefined && { [HOST_INDEX_VARIABLE]: String(Math.round(index)) }),
    RETRIED_TESTS_FILE: retriedFile,
    ...(process.stdout.isTTY && { FORCE_COLOR: '1' }),
  };

  let failed = 0;
  try {
    for (const phase of phases) {
      const phaseStarted = Date.now();
      const run = async (step: Phase['steps'][number], live: boolean) => {
        const stepStarted = Date.now();
        const { code, cpuMs, output } = await npmRun(step.script, env, live);
        step.ms = Date.now() - stepStarted;
        step.cpuMs = cpuMs;
        step.code = code;
        if (/SKIPPED, NOT RUN/.test(output)) skipped.push(step.name);
        return output;
      };
      // The first step of a phase prints as it goes; the others, whole, after it.
      const [first, ...others] = phase.steps;
      const held = others.map((step) => run(step, false));
      if (first) await run(first, true);
      for (const output of held) process.stdout.write(await output);
      phase.ms = Date.now() - phaseStarted;
      failed = phase.steps.find((step) => step.code)?.code ?? 0;
      if (failed) break;
    }
  } finally {
    const retried = readFileSync(retriedFile, { encoding: 'utf8', flag: 'a+' })
      .split('\n')
      .filter(Boolean);
    rmSync(retriedDir, { recursive: true, force: true });
    console.log(
      [
        '',
        `npm test ${failed ? 'FAILED' : 'passed'} in ${clock(Date.now() - started)}; ${speed}`,
        '',
        timeTable(
          [{ ms: measured, steps: [{ name: 'host speed', ms: measured, code: 0 }] }, ...phases],
          Date.now() - started,
        ),
        '',
        retried.length === 0
          ? 'Tests that needed a retry: none.'
          : [
              `!! ${retried.length} test${retried.length === 1 ? '' : 's'} needed a retry (a defect to fix, not a pass):`,
              ...retried.map((line) => `!!   ${line}`),
            ].join('\n'),
        ...(skipped.length > 0
          ? [`!! SKIPPED, NOT RUN in: ${skipped.join(', ')} (see above)`]
          : []),
        '',
      ].join('\n'),
    );
  }
  return failed;
});

/**
 * `npm run <script>`: its exit code, the CPU time it and everything it started used
 * (tests/suite/process-cpu.ts), and everything it printed (passed through as it comes
 * when `live`).
 */
function npmRun(
  script: string,
  env: NodeJS.ProcessEnv,
  live: boolean,
): Promise<{ code: number; cpuMs?: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const cpu = child.pid === undefined ? undefined : countCpu(child.pid);
    let output = '';
    const take = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (live) target.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.once('error', reject);
    child.once('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), cpuMs: cpu?.stop(), output }),
    );
  });
}
