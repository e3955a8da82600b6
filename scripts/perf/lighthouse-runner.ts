/** One Lighthouse 12 run of a page, in the form and settings perf-plan.ts decided. */
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import type { FormFactor, Result, Settings, Variant } from './perf-plan';

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
    onlyCategories:
      variant === 'prerendered' && settings === 'calibrated'
        ? ['performance', 'accessibility', 'best-practices', 'seo']
        : ['performance'],
    // Calibrated: real (DevTools) throttling, not Lighthouse's simulation: served locally,
    // every script arrives before the first paint, so the simulation may put scripts on the
    // LCP path of a prerendered page. Mobile: the same mid-tier phone on any host
    // (cpu-calibration.ts); desktop unthrottled, as desktopConfig says. Default: nothing set,
    // Lighthouse's own mobile settings (simulated Slow 4G, 4× CPU), as PageSpeed Insights.
    ...(settings === 'calibrated' && { throttlingMethod: 'devtools' as const }),
    ...(settings === 'calibrated' &&
      formFactor === 'mobile' && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    // The floor: the prerendered HTML and CSS with every script blocked.
    blockedUrlPatterns: variant === 'floor' ? ['*.js'] : [],
  };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { categories, audits } = result.lhr;
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
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    failing,
  };
}
