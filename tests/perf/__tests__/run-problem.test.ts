import { describe, expect, it } from 'vitest';
import { runProblem, type RunReport } from '../run-problem';

const measured = (): RunReport => ({
  categories: { performance: { score: 0.98 } },
  audits: {
    'first-contentful-paint': { numericValue: 962 },
    'largest-contentful-paint': { numericValue: 1254 },
    'total-blocking-time': { numericValue: 31 },
    'cumulative-layout-shift': { numericValue: 0 },
    'total-byte-weight': { numericValue: 308_000 },
  },
});

describe('runProblem', () => {
  it('accepts a run that measured every figure the report prints', () => {
    expect(runProblem(measured())).toBeUndefined();
  });

  it('names a run that failed as a whole, with its warnings', () => {
    expect(
      runProblem({
        ...measured(),
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
        runWarnings: ['The page loaded too slowly to finish within the time limit.'],
      }),
    ).toBe(
      'NO_FCP: The page did not paint any content. (warnings: The page loaded too slowly to finish within the time limit.)',
    );
  });

  it('names the metrics a run could not compute even when bytes were counted (the 0 / NaN row)', () => {
    const run = measured();
    run.categories.performance = { score: null };
    run.audits['largest-contentful-paint'] = {
      errorMessage: 'The page did not display content that qualifies as a LCP. (NO_LCP)',
    };
    run.audits['total-blocking-time'] = {};
    expect(runProblem(run)).toBe(
      'largest-contentful-paint: The page did not display content that qualifies as a LCP. (NO_LCP); total-blocking-time: no value',
    );
  });

  it('refuses a run without a performance score', () => {
    expect(runProblem({ ...measured(), categories: {} })).toBe('no performance score');
  });
});
