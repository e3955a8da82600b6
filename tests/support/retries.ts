/**
 * How every Playwright config here treats a retry (tests/e2e, the engine smoke, the
 * Firestore-mode specs). In CI a failed test runs once more, for what that tells: passing the
 * second time, it depends on timing (the retry records a trace); failing again, it is broken.
 * Either way the run fails (failOnFlakyTests): a retry is a defect to fix, not a pass, and
 * retried-tests-reporter.ts lists those tests loudly, for npm test's summary too.
 */
const isCI = Boolean(process.env.CI);

export const RETRY_POLICY = {
  retries: isCI ? 1 : 0,
  failOnFlakyTests: isCI,
} as const;

export const RETRIED_TESTS_REPORTER = ['./tests/support/retried-tests-reporter.ts'] as const;
