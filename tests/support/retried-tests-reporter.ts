import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/**
 * A retry is a defect to fix, not a pass (the developers' guide): every Playwright run lists,
 * loudly, the tests that passed only on a retry, and CI fails on them (failOnFlakyTests in
 * each config). The retry itself is kept for what it tells: a test that passes the second time
 * depends on timing (its trace is recorded on that retry), one that fails twice is broken.
 *
 * When RETRIED_TESTS_FILE names a file (npm test sets it), the list is appended there too, one
 * test a line, for npm test's closing summary.
 */
export default class RetriedTestsReporter implements Reporter {
  private root: Suite | undefined;
  private rootDir = '';

  onBegin(config: FullConfig, suite: Suite): void {
    this.root = suite;
    this.rootDir = config.rootDir;
  }

  onEnd(): void {
    const retried = (this.root?.allTests() ?? []).filter((test) => test.outcome() === 'flaky');
    if (retried.length === 0) return;
    const lines = retried.map((test) => this.describe(test));
    const rule = '!'.repeat(78);
    console.log(
      [
        '',
        rule,
        `!! ${retried.length} test${retried.length === 1 ? '' : 's'} needed a retry: a defect to fix, not a pass`,
        ...lines.map((line) => `!!   ${line}`),
        rule,
        '',
      ].join('\n'),
    );
    const file = process.env.RETRIED_TESTS_FILE;
    if (file) appendFileSync(file, lines.map((line) => `${line}\n`).join(''));
  }

  private describe(test: TestCase): string {
    const [, project = '', , ...titles] = test.titlePath();
    const where = `${path.relative(this.rootDir, test.location.file)}:${test.location.line}`;
    return `[${project}] ${where} › ${titles.join(' › ')} (passed on try ${test.results.length})`;
  }
}
