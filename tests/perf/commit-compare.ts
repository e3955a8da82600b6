/**
 * `npm run perf -- --compare-parent` (or `--compare-commit=REV`): this checkout's builds (A)
 * against another commit's (B, tests/perf/commit-build.ts) on the low-tier phone (or, with
 * `--default-settings`, on Lighthouse's default mobile settings, every run kept), page by
 * page, the two builds' runs interleaved A, B, A, B… so that the host's drift falls on both
 * sides; a run that did not land on the tier is dropped and measured again on its own side
 * (tests/perf/tier-runs.ts). Prints every run and both medians. Each build is served with its
 * own checkout's firebase.json, so each page runs under its own Content-Security-Policy.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { CommitBuild } from './commit-build';
import { openLighthouse, runCpu } from './lighthouse-session';
import {
  formLabel,
  rowResult,
  siteOf,
  tierOf,
  type Measure,
  type Result,
  type Run,
} from './perf-plan';
import { table } from './report-table';
import { serve } from './static-server';
import { nextSide, tierShortfall, type Side } from './tier-runs';
import { ROOT } from '../../tooling/paths';

type Builds = { checkout: string; dist: string; largeDist: string };

type Comparison = {
  /** The rows to compare (perf-plan.ts's comparedMeasures), all of one form. */
  measures: Measure[];
  /** This checkout's builds. */
  builds: Builds;
  other: CommitBuild;
  /** Kept runs wanted on each side. */
  runs: number;
  json?: string;
};

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
/** A row as the report names it: the page, and `(no JS)` for its floor. */
const rowLabel = (measure: Measure) =>
  `${measure.page}${measure.variant === 'floor' ? ' (no JS)' : ''}`;
const figures = (result: Result) =>
  `perf ${result.performance}, TBT ${ms(result.tbt)}, LCP ${ms(result.lcp)}`;

/** This checkout's commit, short, and whether its files differ from it. */
function describeCheckout(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
  return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes' : ''}`;
}

export async function compareWithCommit({
  measures,
  builds,
  other,
  runs: wanted,
  json,
}: Comparison): Promise<number> {
  const [first] = measures;
  const form = first ? formLabel(first) : '';
  const labels: Record<Side, string> = {
    A: `this checkout (${describeCheckout()})`,
    B: other.commit.slice(0, 7),
  };
  process.stderr.write(
    `  A = ${labels.A}, B = ${labels.B}: ${measures.length} rows, ${wanted} runs each, ${form}, interleaved\n`,
  );
  const servers = {
    A: {
      main: await serve(builds.dist, 'prerendered', builds.checkout),
      large: await serve(builds.largeDist, 'prerendered', builds.checkout),
    },
    B: {
      main: await serve(other.dist, 'prerendered', other.checkout),
      large: await serve(other.largeDist, 'prerendered', other.checkout),
    },
  };
  /** Each page's runs in the order they ran. */
  const compared: { measure: Measure; runs: { side: Side; run: Run }[] }[] = [];
  const sideRuns = (runs: { side: Side; run: Run }[]): Record<Side, Run[]> => ({
    A: runs.filter((taken) => taken.side === 'A').map((taken) => taken.run),
    B: runs.filter((taken) => taken.side === 'B').map((taken) => taken.run),
  });
  const problems: string[] = [];
  const lighthouse = await openLighthouse();
  try {
    for (const measure of measures) {
      const { site, path } = siteOf(measure.page);
      if (site === 'phone') continue;
      const tier = tierOf(measure);
      const runs: { side: Side; run: Run }[] = [];
      for (
        let side = nextSide(sideRuns(runs), wanted, tier);
        side;
        side = nextSide(sideRuns(runs), wanted, tier)
      ) {
        const run = await lighthouse.run(`${servers[side][site].url}${path}`, measure);
        runs.push({ side, run });
        process.stderr.write(
          `  ${side} ${rowLabel(measure)}: ${figures(run)}, ${runCpu(run, measure)}\n`,
        );
      }
      for (const [side, ofSide] of Object.entries(sideRuns(runs))) {
        const shortfall = tierShortfall(ofSide, wanted, tier);
        if (shortfall) problems.push(`${side} ${rowLabel(measure)}: ${shortfall}`);
      }
      compared.push({ measure, runs });
    }
  } finally {
    await lighthouse.close();
    await Promise.all(
      Object.values(servers).flatMap((side) => Object.values(side).map((server) => server.close())),
    );
  }

  console.log(
    `\nLighthouse 12, ${form}, A = ${labels.A}, B = ${labels.B}, interleaved, the median of each side's kept runs\n`,
  );
  for (const { measure, runs } of compared) {
    const rows = runs.map(({ side, run }, at) => [
      String(at + 1),
      side,
      String(run.performance),
      ms(run.tbt),
      ms(run.lcp),
      runCpu(run, measure),
    ]);
    console.log(
      `${rowLabel(measure)}\n\n${table([['run', 'build', 'perf', 'TBT', 'LCP', 'CPU'], ...rows])}\n`,
    );
  }
  const summary = compared.map(({ measure, runs }) => {
    const cells = Object.values(sideRuns(runs)).flatMap((ofSide) => {
      const result = rowResult(ofSide);
      const kept = ofSide.filter((run) => run.kept).length;
      return [
        String(result.performance),
        ms(result.tbt),
        ms(result.lcp),
        `${kept} of ${ofSide.length}`,
      ];
    });
    return [rowLabel(measure), ...cells];
  });
  console.log(
    table([
      [
        'page',
        'A perf',
        'A TBT',
        'A LCP',
        'A runs kept',
        'B perf',
        'B TBT',
        'B LCP',
        'B runs kept',
      ],
      ...summary,
    ]),
  );
  if (json)
    await writeFile(
      json,
      `${JSON.stringify({ A: labels.A, B: other.commit, compared }, null, 2)}\n`,
    );
  if (problems.length > 0) {
    console.error(`\nNot measured at the tier:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  return 0;
}
