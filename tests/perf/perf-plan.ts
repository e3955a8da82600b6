/**
 * The performance check's decisions, pure: its options, which pages it measures how, the
 * budgets, and what a set of Lighthouse results misses. `tests/perf/perf.ts` runs Lighthouse
 * around them (tests/perf/lighthouse-runner.ts).
 */
import { projectPath } from '../../src/config/routes';
import { PHONE_TIERS, type PhoneTier } from './cpu-calibration';
import { nextSlowdown } from './tier-runs';
import { numberOption, parseCommandLine, UsageError } from '../../tooling/run-main';

export const USAGE = `Usage: npm run perf [-- options]    (npm run test:perf is --budget)

  --budget          the lean check npm test runs on an existing dist/ (one run per page)
  --runs=N          Lighthouse runs per row, the median reported (default 3; 1 with --budget)
  --no-build        measure the existing dist/ and dist-phone/
  --only=TEXT       only the page labelled TEXT, else the pages whose label contains it
                    (say --only=phone; --only=/projects is the list alone); repeatable
  --json=FILE       also write the raw numbers to FILE
  --dist=DIR        measure another build (say an older commit's dist/)
  --phone-dist=DIR  the phone-photo test site (default dist-phone/)
  --large-dist=DIR  the large-portfolio site (default dist-large/, npm run build:large)

  --compare-parent  instead, this checkout against the parent of its last commit (HEAD^), built
                    in a copy: the low-tier phone's pages, the two builds' runs interleaved
                    A, B, A, B… (--runs each, default 5); --only, --runs and --no-build apply
  --compare-commit=REV  the same against another commit (with uncommitted work: HEAD)
  --default-settings  with --compare-*, Lighthouse's default mobile settings instead of the
                    low-tier phone: each project page as built and as its no-JS floor

  --cpu-estimate    instead, the low-tier phone's blocking time from main-thread CPU time, to
                    compare builds on a busy host; measures dist/ (or --dist) as it is
  --compare=DIR     with --cpu-estimate, another build to load in turn with it (repeatable)
  --route=PATH      with --cpu-estimate, only this route (repeatable; default every route
                    of the build's sitemap)
  --runs=N          with --cpu-estimate, the rounds (default 4)

  --taps            instead, how soon each tap is answered on the low-tier phone at 1,000
                    projects (Event Timing): the list's filter, Load more and header, the pairs
                    page's carousel arrow and viewer; measures dist-large/ (or --large-dist) as
                    it is; --runs rounds (default 3)
  --slow-4g         with --taps, on DevTools' Slow 4G too (each request 562 ms later)`;

type PerfOptions = {
  budget: boolean;
  build: boolean;
  runs: number;
  /** Page labels to measure (see `onlyPages`); every page when empty. */
  only: string[];
  json?: string;
  dist?: string;
  phoneDist?: string;
  largeDist?: string;
  /** The commit to compare this checkout with, as given (`HEAD^` for --compare-parent). */
  compareCommit?: string;
  /** A comparison on Lighthouse's default mobile settings rather than the low-tier phone. */
  defaultSettings: boolean;
  cpuEstimate: boolean;
  taps: boolean;
  slow4g: boolean;
  compare: string[];
  routes: string[];
};

/** The command line, or a UsageError (exit 2) for an unknown option or a bad value. */
export function parsePerfOptions(args: string[]): PerfOptions {
  const { values } = parseCommandLine({
    args,
    options: {
      budget: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string' },
      only: { type: 'string', multiple: true, default: [] },
      json: { type: 'string' },
      dist: { type: 'string' },
      'phone-dist': { type: 'string' },
      'large-dist': { type: 'string' },
      'compare-parent': { type: 'boolean', default: false },
      'compare-commit': { type: 'string' },
      'default-settings': { type: 'boolean', default: false },
      'cpu-estimate': { type: 'boolean', default: false },
      taps: { type: 'boolean', default: false },
      'slow-4g': { type: 'boolean', default: false },
      compare: { type: 'string', multiple: true, default: [] },
      route: { type: 'string', multiple: true, default: [] },
    },
  });
  const runs = numberOption('runs', values.runs, { integer: true, min: 1 });
  const cpuEstimate = values['cpu-estimate'];
  if (cpuEstimate && values.budget) throw new UsageError('--cpu-estimate is not part of --budget.');
  if (!cpuEstimate && (values.compare.length > 0 || values.route.length > 0))
    throw new UsageError('--compare and --route go with --cpu-estimate.');
  const { taps } = values;
  if (taps && (values.budget || cpuEstimate))
    throw new UsageError('--taps goes with neither --budget nor --cpu-estimate.');
  if (values['slow-4g'] && !taps) throw new UsageError('--slow-4g goes with --taps.');
  const compareCommit = values['compare-parent'] ? 'HEAD^' : values['compare-commit'];
  if (values['compare-parent'] && values['compare-commit'] !== undefined)
    throw new UsageError('--compare-parent or --compare-commit, not both.');
  if (compareCommit !== undefined && (values.budget || cpuEstimate || taps))
    throw new UsageError(
      '--compare-parent and --compare-commit go with none of --budget, --cpu-estimate and --taps.',
    );
  if (values['default-settings'] && compareCommit === undefined)
    throw new UsageError('--default-settings goes with --compare-parent or --compare-commit.');
  return {
    budget: values.budget,
    build: !values.budget && !cpuEstimate && !taps && !values['no-build'],
    runs: runs ?? (cpuEstimate ? 4 : values.budget ? 1 : compareCommit !== undefined ? 5 : 3),
    only: values.only,
    json: values.json,
    dist: values.dist,
    phoneDist: values['phone-dist'],
    largeDist: values['large-dist'],
    compareCommit,
    defaultSettings: values['default-settings'],
    cpuEstimate,
    taps,
    slow4g: values['slow-4g'],
    compare: values.compare,
    routes: values.route,
  };
}

export type FormFactor = 'mobile' | 'desktop';
export type Variant = 'prerendered' | 'client' | 'floor';
/**
 * How the mobile CPU is slowed: `calibrated` to one mid-tier phone whatever the host, with
 * DevTools throttling (tests/perf/cpu-calibration.ts); `low-tier` the same way to DevTools'
 * low-tier phone; `default` is Lighthouse's own mobile settings, as PageSpeed Insights runs
 * them (simulated Slow 4G, 4× the host's CPU).
 */
export type Settings = 'calibrated' | 'low-tier' | 'default';

export type Result = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of the host's CPU power (a high-end desktop scores 1500–2000). */
  benchmarkIndex: number;
  /** Audits below full marks in accessibility, best practices and SEO, to say what to fix. */
  failing: string[];
};

export type Measure = {
  page: string;
  formFactor: FormFactor;
  variant: Variant;
  settings: Settings;
};
/** One Lighthouse run of a row: its figures, the CPU slowdown it ran at, and whether it counts. */
export type Run = Result & { slowdown: number; kept: boolean };
/** A row's figures (the median of its kept runs), and every run it took. */
export type Measured = Measure & { result: Result; runs?: Run[] };

/** Budgets; `npm test` applies the desktop one with a margin for a noisy 2-core machine. */
const BUDGETS = {
  /** Home and list, JSON mode, gzip, in KiB (1,024 bytes, as Lighthouse reports sizes). */
  initialJsKiB: 130,
  /** A project page's initial JS, gzip, KiB. */
  projectInitialJsKiB: 160,
  categories: 100,
  desktopPerformance: 95,
  cls: 0.01,
  /** A project page on Lighthouse's default mobile settings (median of the full run). */
  projectMobilePerformance: 95,
  projectTbtMs: 200,
  /** Every page on the low-tier phone (full run only). */
  lowTierPerformance: 95,
  lowTierTbtMs: 200,
};
const LENIENCY = { desktopPerformance: 5 };

/**
 * The phone-photo list's budgets (dist-phone/, whose first cover is a 12 MP phone photo).
 * photoBytes: each copy a page offers; zoomPhotoBytes: each 2560px zoom copy, fetched only when
 * a visitor zooms into that photo (4x the pixels of the 1280px copy; AVIF about 375 KB from a
 * 12 MP phone photo).
 */
export const PHONE_PHOTO_BUDGETS = {
  mobilePerformance: 90,
  lcpMs: 2500,
  photoBytes: 300 * 1000,
  zoomPhotoBytes: 600 * 1000,
};

/** What `pairsProjectPath` reads of a data-file record. */
export type PairsRecord = { id: string; images?: { before_url?: unknown }[] };

/**
 * The pairs page to measure: of the listed project paths, the one whose project has the most
 * before-and-after pairs (the heaviest page: each pair is two more photos and a comparison to
 * hydrate), the first listed of equals; none if no project has a pair.
 */
export function pairsProjectPath(projects: PairsRecord[], listed: string[]): string | undefined {
  const pairs = new Map(
    projects.map((project) => [
      projectPath(project),
      (project.images ?? []).filter((image) => Boolean(image.before_url)).length,
    ]),
  );
  let heaviest: string | undefined;
  for (const at of listed) {
    const count = pairs.get(at) ?? 0;
    if (count > (heaviest ? (pairs.get(heaviest) ?? 0) : 0)) heaviest = at;
  }
  return heaviest;
}

export type Pages = {
  home: string;
  list: string;
  about: string;
  /** The first project in the list. */
  project: string;
  /** The project with the most before-and-after pairs (the heaviest page), if any has one. */
  pairsProject?: string;
  /** The phone-photo list and its project page (their labels). */
  phoneList: string;
  phoneProject: string;
  /** The large portfolio's list and its pairs page (their labels), when dist-large/ is built. */
  largeList?: string;
  largeProject?: string;
};

/** A page label's site, after its path: none for dist/, these for the test sites. */
export const SITE_LABELS = { phone: ' (phone photos)', large: ' (large portfolio)' } as const;
type Site = 'main' | keyof typeof SITE_LABELS;

/** Which built site a page label names, and the path to ask that site for. */
export function siteOf(label: string): { site: Site; path: string } {
  for (const site of ['phone', 'large'] as const) {
    if (label.endsWith(SITE_LABELS[site]))
      return { site, path: label.slice(0, -SITE_LABELS[site].length) };
  }
  return { site: 'main', path: label };
}

/**
 * The phone a mobile row emulates, calibrated to the host (tests/perf/cpu-calibration.ts):
 * none for desktop and for Lighthouse's default settings, which slow the host's CPU 4×.
 */
export function tierOf({ formFactor, settings }: Measure): PhoneTier | undefined {
  if (formFactor !== 'mobile' || settings === 'default') return undefined;
  return settings === 'low-tier' ? PHONE_TIERS.lowTier : PHONE_TIERS.midTier;
}

/**
 * What to measure. The full run: every page prerendered, client-rendered and as its no-JS
 * floor at calibrated mobile and desktop, and the project pages on Lighthouse's default mobile
 * settings beside them (with their no-JS floor), and every page (About too) on the low-tier
 * phone (runs at 5–20× slowdown: too slow for the lean check, whose time CI pays), the large
 * portfolio's list and pairs page too.
 * The lean check: / on both form factors, the list and the pairs page on desktop, the pairs
 * page on calibrated mobile (gated) and on default mobile (reported: see `budgetProblems`),
 * and the phone-photo list.
 */
export function planMeasures(
  pages: Pages,
  budget: boolean,
  only: readonly string[] = [],
): Measure[] {
  const plan: Measure[] = [];
  const add = (page: string, formFactor: FormFactor, variant: Variant, settings: Settings) =>
    plan.push({ page, formFactor, variant, settings });
  add(pages.phoneList, 'mobile', 'prerendered', 'calibrated');
  const pairs = pages.pairsProject ?? pages.project;
  if (budget) {
    add(pages.home, 'mobile', 'prerendered', 'calibrated');
    for (const page of [pages.home, pages.list, pairs])
      add(page, 'desktop', 'prerendered', 'calibrated');
    add(pairs, 'mobile', 'prerendered', 'calibrated');
    add(pairs, 'mobile', 'prerendered', 'default');
  } else {
    const all = [
      pages.home,
      pages.list,
      pages.project,
      ...(pages.pairsProject ? [pages.pairsProject] : []),
    ];
    for (const page of all) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        for (const variant of ['prerendered', 'client', 'floor'] as const) {
          add(page, formFactor, variant, 'calibrated');
        }
      }
    }
    for (const page of [pages.home, pages.list]) add(page, 'mobile', 'prerendered', 'default');
    for (const page of [
      pages.project,
      ...(pages.pairsProject ? [pages.pairsProject] : []),
      pages.phoneProject,
    ]) {
      add(page, 'mobile', 'prerendered', 'default');
      add(page, 'mobile', 'floor', 'default');
    }
    const large = [pages.largeList, pages.largeProject].flatMap((page) => page ?? []);
    for (const page of [pages.about, ...all, ...large])
      add(page, 'mobile', 'prerendered', 'low-tier');
  }
  const chosen = onlyPages(
    plan.map((item) => item.page),
    only,
  );
  return plan.filter((item) => chosen.has(item.page));
}

/**
 * The pages `--only` names, of those given: for each value, the page labelled exactly so if
 * there is one (`/projects` is the list, not every project too), else every page whose label
 * contains it; every page when there is no value.
 */
function onlyPages(pages: readonly string[], only: readonly string[]): Set<string> {
  if (only.length === 0) return new Set(pages);
  return new Set(
    only.flatMap((text) =>
      pages.includes(text) ? [text] : pages.filter((page) => page.includes(text)),
    ),
  );
}

/**
 * What a comparison with another commit measures: the full run's low-tier rows, or with
 * `defaultSettings` its rows on Lighthouse's default mobile settings (a project page as built
 * and as its no-JS floor, the bar its LCP is held to), except any of the phone-photo site (the
 * other commit's is not built).
 */
export function comparedMeasures(
  pages: Pages,
  only: readonly string[] = [],
  defaultSettings = false,
): Measure[] {
  const settings: Settings = defaultSettings ? 'default' : 'low-tier';
  return planMeasures(pages, false, only).filter(
    (measure) => measure.settings === settings && siteOf(measure.page).site !== 'phone',
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure over runs; the failing audits of any run. */
export function medianResult(results: readonly Result[]): Result {
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcp',
    'tbt',
    'cls',
    'bytes',
    'benchmarkIndex',
  ] as const;
  const numbers = Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
  return {
    ...(numbers as Omit<Result, 'failing'>),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}

/**
 * The CPU slowdown a row's next run takes: its phone's, from the host's latest benchmark
 * indexes (tests/perf/tier-runs.ts); Lighthouse's default 4× on its default settings; none on
 * desktop.
 */
export function runSlowdown(measure: Measure, hostIndexes: readonly number[]): number {
  const tier = tierOf(measure);
  if (tier) return nextSlowdown(hostIndexes, tier);
  return measure.formFactor === 'mobile' ? 4 : 1;
}

/** A row's figures: the median of the runs it kept, or of all when it kept none. */
export function rowResult(runs: readonly Run[]): Result {
  const kept = runs.filter((run) => run.kept);
  return medianResult(kept.length ? kept : runs);
}

/** A row's form as the table and the missed budgets name it: `mobile (low-tier phone)`. */
export const formLabel = ({ formFactor, settings }: Pick<Measure, 'formFactor' | 'settings'>) =>
  settings === 'calibrated'
    ? formFactor
    : `${formFactor} (${settings === 'default' ? 'Lighthouse default' : 'low-tier phone'})`;

const isProjectPage = (page: string, pages: Pages) =>
  page === pages.project || page === pages.pairsProject || page === pages.phoneProject;

export const meetsPhoneBudget = (result: { performance: number; lcp: number }) =>
  result.performance >= PHONE_PHOTO_BUDGETS.mobilePerformance &&
  result.lcp <= PHONE_PHOTO_BUDGETS.lcpMs;

/**
 * What the results miss, one line each. The default-settings figure slows the CPU 4× from
 * whatever machine runs it, so on a slower CI machine it measures a slower phone: the lean
 * check reports it beside the calibrated figure (which it gates) rather than failing a build
 * on the machine's speed; the full run, on the machine the bars were set on, gates it.
 */
export function budgetProblems(measured: Measured[], pages: Pages, budget: boolean): string[] {
  const problems: string[] = [];
  const find = (item: Measure) =>
    measured.find(
      (m) =>
        m.page === item.page &&
        m.formFactor === item.formFactor &&
        m.variant === item.variant &&
        m.settings === item.settings,
    )?.result;
  for (const { page, formFactor, variant, settings, result } of measured) {
    if (variant !== 'prerendered') continue;
    const label = `${page} ${formLabel({ formFactor, settings })}`;
    // The low-tier phone has budgets of its own.
    if (settings === 'low-tier') {
      const { lowTierPerformance, lowTierTbtMs } = BUDGETS;
      if (result.performance < lowTierPerformance)
        problems.push(`${label}: performance ${result.performance} < ${lowTierPerformance}`);
      if (result.tbt > lowTierTbtMs)
        problems.push(`${label}: TBT ${Math.round(result.tbt)} ms > ${lowTierTbtMs} ms`);
      continue;
    }
    if (settings === 'calibrated') {
      for (const [name, value] of [
        ['accessibility', result.accessibility],
        ['best practices', result.bestPractices],
        ['SEO', result.seo],
      ] as const) {
        if (value < BUDGETS.categories) {
          problems.push(`${label}: ${name} ${value} < 100 (${result.failing.join(', ')})`);
        }
      }
    }
    if (result.cls > BUDGETS.cls)
      problems.push(`${label}: CLS ${result.cls.toFixed(3)} > ${BUDGETS.cls}`);
    if (settings === 'calibrated' && formFactor === 'desktop') {
      const minimum = BUDGETS.desktopPerformance - (budget ? LENIENCY.desktopPerformance : 0);
      if (result.performance < minimum)
        problems.push(`${label}: performance ${result.performance} < ${minimum}`);
    }
    if (page === pages.phoneList) {
      const { mobilePerformance, lcpMs } = PHONE_PHOTO_BUDGETS;
      if (result.performance < mobilePerformance)
        problems.push(`${label}: performance ${result.performance} < ${mobilePerformance}`);
      if (result.lcp > lcpMs)
        problems.push(`${label}: LCP ${Math.round(result.lcp)} ms > ${lcpMs} ms`);
    }
    if (formFactor === 'mobile' && isProjectPage(page, pages)) {
      const gated = settings === 'calibrated' || !budget;
      const minimum = BUDGETS.projectMobilePerformance - (budget ? LENIENCY.desktopPerformance : 0);
      if (gated && result.performance < minimum)
        problems.push(`${label}: performance ${result.performance} < ${minimum}`);
      if (gated && result.tbt > BUDGETS.projectTbtMs)
        problems.push(`${label}: TBT ${Math.round(result.tbt)} ms > ${BUDGETS.projectTbtMs} ms`);
      const floor = find({ page, formFactor, variant: 'floor', settings });
      if (!budget && floor && result.lcp > floor.lcp * 1.1) {
        problems.push(
          `${label}: LCP ${Math.round(result.lcp)} ms > 1.1 × its no-JS ${Math.round(floor.lcp)} ms`,
        );
      }
    }
  }
  return problems;
}

/** Initial JS budgets: home and list, and every project page measured. */
export function initialJsProblems(
  rows: { route: string; bytes: number; project: boolean }[],
  pages: Pages,
): string[] {
  return rows.flatMap(({ route, bytes, project }) => {
    const limit =
      route === pages.home || route === pages.list
        ? BUDGETS.initialJsKiB
        : project
          ? BUDGETS.projectInitialJsKiB
          : undefined;
    return limit !== undefined && bytes > limit * 1024
      ? [`${route}: initial JS ${(bytes / 1024).toFixed(1)} KiB > ${limit} KiB`]
      : [];
  });
}
