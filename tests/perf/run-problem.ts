/**
 * Whether a Lighthouse run measured the page. A run can fail as a whole (`runtimeError`: the
 * page never loaded, painted or went quiet, Chrome stopped answering) or in its trace-based
 * metrics alone (each audit then carries an `errorMessage` and no value, and the performance
 * category has no score) while byte counts still arrive: that is how a 0 and NaN reached the
 * report. Such a run is measured again, never averaged in.
 */
export type RunReport = {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; errorMessage?: string } | undefined>;
};

/** The figures every report row needs; speed index and the rest may be missing harmlessly. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/** What went wrong with a run, in Lighthouse's words, or undefined when it measured the page. */
export function runProblem(lhr: RunReport): string | undefined {
  const warnings = lhr.runWarnings?.length ? ` (warnings: ${lhr.runWarnings.join(' | ')})` : '';
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}${warnings}`;
  const broken = METRICS.filter((id) => !Number.isFinite(lhr.audits[id]?.numericValue)).map(
    (id) => `${id}: ${lhr.audits[id]?.errorMessage ?? 'no value'}`,
  );
  if (broken.length > 0) return `${broken.join('; ')}${warnings}`;
  if (lhr.categories.performance?.score == null) return `no performance score${warnings}`;
  return undefined;
}
