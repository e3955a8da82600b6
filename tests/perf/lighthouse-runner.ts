/** One Lighthouse 12 run of a page, in the form and settings perf-plan.ts decided. */
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import type { FormFactor, Result, Settings, Variant } from './perf-plan';
import { runProblem } from './run-problem';
import { ScriptError } from '../../tooling/run-main';

/** Runs per figure before a page that Lighthouse cannot measure fails the whole report. */
const ATTEMPTS = 3;

export async function audit(
  url: string,
  how: { formFactor: FormFactor; variant: Variant; settings: Settings },
  port: number,
  cpuSlowdown: number,
): Promise<Result> {
  const { formFactor, variant, settings } = how;
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    // Taken after the trace, for the HTML report's element thumbnails: no figure uses it.
    disableFullPageScreenshot: true,
    onlyCategories:
      variant === 'prerendered' && settings === 'calibrated'
        ? ['performance', 'accessibility', 'best-practices', 'seo']
        : ['performance'],
    // Calibrated and low-tier: real (DevTools) throttling, not Lighthouse's simulation: served
    // locally, every script arrives before the first paint, so the simulation may put scripts
    // on the LCP path of a prerendered page. Mobile: the same phone of its tier on any host
    // (cpu-calibration.ts, the caller's `cpuSlowdown`); desktop unthrottled, as desktopConfig
    // says. Default: nothing set, Lighthouse's own mobile settings (simulated Slow 4G, 4× CPU),
    // as PageSpeed Insights.
    ...(settings !== 'default' && { throttlingMethod: 'devtools' as const }),
    ...(settings !== 'default' &&
      formFactor === 'mobile' && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    // The floor: the prerendered HTML and CSS with every script blocked.
    blockedUrlPatterns: variant === 'floor' ? ['*.js'] : [],
  };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const label = `${url} (${formFactor}, ${variant}, ${settings})`;
  let lhr;
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    const problem = result ? runProblem(result.lhr) : 'Lighthouse returned nothing';
    if (result && !problem) {
      lhr = result.lhr;
      break;
    }
    // Never a 0 or NaN in the report: measure again, and give up loudly.
    if (attempt === ATTEMPTS)
      throw new ScriptError(
        `Lighthouse could not measure ${label} in ${ATTEMPTS} runs: ${problem}`,
      );
    process.stderr.write(`  ${label}: run ${attempt} failed (${problem}), measuring again\n`);
  }
  const { categories, audits } = lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: categories.accessibility ? score('accessibility') : 100,
    bestPractices: categories['best-practices'] ? score('best-practices') : 100,
    seo: categories.seo ? score('seo') : 100,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}
