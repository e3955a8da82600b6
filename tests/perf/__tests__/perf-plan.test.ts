import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../tooling/run-main';
import {
  budgetProblems,
  comparedMeasures,
  initialJsProblems,
  medianResult,
  pairsProjectPath,
  parsePerfOptions,
  planMeasures,
  rowResult,
  runSlowdown,
  siteOf,
  tierOf,
  type Measure,
  type Measured,
  type Pages,
  type Result,
  type Run,
} from '../perf-plan';
import { PHONE_TIERS } from '../cpu-calibration';

const pages: Pages = {
  home: '/',
  list: '/projects',
  about: '/about-us',
  project: '/projects/a',
  pairsProject: '/projects/b',
  phoneList: '/projects (phone photos)',
  phoneProject: '/projects/p (phone photos)',
};

const good: Result = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1000,
  tbt: 50,
  cls: 0,
  bytes: 1,
  benchmarkIndex: 3000,
  failing: [],
};

describe('parsePerfOptions', () => {
  it('runs three times by default, once for the lean check, building only for the full run', () => {
    expect(parsePerfOptions([])).toMatchObject({ runs: 3, build: true, budget: false });
    expect(parsePerfOptions(['--budget'])).toMatchObject({ runs: 1, build: false, budget: true });
    expect(parsePerfOptions(['--runs=5', '--no-build', '--only=phone'])).toMatchObject({
      runs: 5,
      build: false,
      only: ['phone'],
    });
    expect(parsePerfOptions(['--only=/', '--only=/projects']).only).toEqual(['/', '/projects']);
  });

  it.each([['--runs=x'], ['--runs=0'], ['--runs=1.5'], ['--rnus=3'], ['stray']])(
    'refuses %s as a usage error (exit 2), never running Lighthouse zero times',
    (arg) => {
      expect(() => parsePerfOptions([arg])).toThrow(UsageError);
    },
  );

  it('takes the CPU-time estimate’s builds and routes, four rounds, measuring the build as it is', () => {
    expect(
      parsePerfOptions(['--cpu-estimate', '--compare=../a', '--compare=../b', '--route=/']),
    ).toMatchObject({
      cpuEstimate: true,
      compare: ['../a', '../b'],
      routes: ['/'],
      runs: 4,
      build: false,
    });
    expect(parsePerfOptions([])).toMatchObject({ cpuEstimate: false, compare: [], routes: [] });
  });

  it.each([[['--compare=../a']], [['--route=/']], [['--cpu-estimate', '--budget']]])(
    'refuses %j: the estimate’s options go with it, and it is no budget',
    (args) => {
      expect(() => parsePerfOptions(args)).toThrow(UsageError);
    },
  );
});

describe('parsePerfOptions: taps', () => {
  it('measures taps on the large site as it is, three rounds unless told', () => {
    expect(parsePerfOptions(['--taps'])).toMatchObject({
      taps: true,
      slow4g: false,
      runs: 3,
      build: false,
    });
    expect(parsePerfOptions(['--taps', '--slow-4g'])).toMatchObject({ slow4g: true });
    expect(parsePerfOptions(['--taps', '--runs=5', '--large-dist=../l'])).toMatchObject({
      runs: 5,
      largeDist: '../l',
    });
    expect(parsePerfOptions([])).toMatchObject({ taps: false });
  });

  it.each([
    [['--taps', '--budget']],
    [['--taps', '--cpu-estimate']],
    [['--taps', '--compare-parent']],
    [['--slow-4g']],
  ])('refuses %j: taps are a report of their own', (args) => {
    expect(() => parsePerfOptions(args)).toThrow(UsageError);
  });
});

describe('parsePerfOptions: comparing with a commit', () => {
  it('compares with the parent of the last commit, or a named one, 5 runs each by default', () => {
    expect(parsePerfOptions(['--compare-parent'])).toMatchObject({
      compareCommit: 'HEAD^',
      runs: 5,
      build: true,
    });
    expect(
      parsePerfOptions(['--compare-commit=22a4a88', '--runs=3', '--no-build', '--only=large']),
    ).toMatchObject({ compareCommit: '22a4a88', runs: 3, build: false, only: ['large'] });
    expect(parsePerfOptions([]).compareCommit).toBeUndefined();
    expect(parsePerfOptions(['--compare-parent'])).toMatchObject({ defaultSettings: false });
    expect(parsePerfOptions(['--compare-parent', '--default-settings'])).toMatchObject({
      defaultSettings: true,
    });
  });

  it('refuses --default-settings without a commit to compare with (exit 2)', () => {
    expect(() => parsePerfOptions(['--default-settings'])).toThrow(UsageError);
  });

  it.each([
    [['--compare-parent', '--compare-commit=HEAD']],
    [['--compare-parent', '--budget']],
    [['--compare-commit=HEAD^', '--cpu-estimate']],
  ])('refuses %j as a usage error', (args) => {
    expect(() => parsePerfOptions(args)).toThrow(UsageError);
  });
});

describe('planMeasures', () => {
  it('the lean check measures the pairs page on calibrated and on default mobile settings', () => {
    const plan = planMeasures(pages, true);
    expect(plan.filter((m) => m.page === '/projects/b')).toEqual([
      {
        page: '/projects/b',
        formFactor: 'desktop',
        variant: 'prerendered',
        settings: 'calibrated',
      },
      { page: '/projects/b', formFactor: 'mobile', variant: 'prerendered', settings: 'calibrated' },
      { page: '/projects/b', formFactor: 'mobile', variant: 'prerendered', settings: 'default' },
    ]);
    expect(plan.some((m) => m.variant !== 'prerendered')).toBe(false);
  });

  it('the full run measures every project page on default settings beside its no-JS floor', () => {
    const plan = planMeasures(pages, false);
    for (const page of ['/projects/a', '/projects/b', '/projects/p (phone photos)']) {
      expect(plan).toContainEqual({
        page,
        formFactor: 'mobile',
        variant: 'prerendered',
        settings: 'default',
      });
      expect(plan).toContainEqual({
        page,
        formFactor: 'mobile',
        variant: 'floor',
        settings: 'default',
      });
    }
    expect(planMeasures(pages, false, ['phone']).every((m) => m.page.includes('phone'))).toBe(true);
  });

  it('only the full run measures every page on the low-tier phone', () => {
    const lowTier = (plan: Measure[]) => plan.filter((m) => m.settings === 'low-tier');
    expect(lowTier(planMeasures(pages, false))).toEqual(
      ['/about-us', '/', '/projects', '/projects/a', '/projects/b'].map((page) => ({
        page,
        formFactor: 'mobile',
        variant: 'prerendered',
        settings: 'low-tier',
      })),
    );
    expect(lowTier(planMeasures({ ...pages, pairsProject: undefined }, false))).toContainEqual(
      expect.objectContaining({ page: '/projects/a' }),
    );
    expect(lowTier(planMeasures(pages, true))).toEqual([]);
  });

  it('the full run measures the large portfolio’s list and project page on the low-tier phone only', () => {
    const large = {
      ...pages,
      largeList: '/projects (large portfolio)',
      largeProject: '/projects/c (large portfolio)',
    };
    expect(planMeasures(large, false).filter((m) => m.page.endsWith('(large portfolio)'))).toEqual(
      ['/projects (large portfolio)', '/projects/c (large portfolio)'].map((page) => ({
        page,
        formFactor: 'mobile',
        variant: 'prerendered',
        settings: 'low-tier',
      })),
    );
    expect(planMeasures(large, false, ['large'])).toHaveLength(2);
    expect(planMeasures(large, true)).toEqual(planMeasures(pages, true));
  });
});

describe('comparedMeasures', () => {
  const large = {
    ...pages,
    largeList: '/projects (large portfolio)',
    largeProject: '/projects/c (large portfolio)',
  };

  it('compares the low-tier phone’s pages, the large portfolio’s too, as --only narrows them', () => {
    expect(comparedMeasures(large).map((m) => m.page)).toEqual([
      '/about-us',
      '/',
      '/projects',
      '/projects/a',
      '/projects/b',
      '/projects (large portfolio)',
      '/projects/c (large portfolio)',
    ]);
    expect(comparedMeasures(large).every((m) => m.settings === 'low-tier')).toBe(true);
    expect(comparedMeasures(large, ['large'])).toHaveLength(2);
    expect(comparedMeasures(large, ['phone'])).toEqual([]);
  });

  it('takes a page named exactly alone, else every page containing the text, for each --only', () => {
    const pages = (only: string[]) => comparedMeasures(large, only).map((m) => m.page);
    expect(pages(['/projects'])).toEqual(['/projects']);
    expect(pages(['/', '/projects'])).toEqual(['/', '/projects']);
    expect(pages(['/projects/'])).toEqual([
      '/projects/a',
      '/projects/b',
      '/projects/c (large portfolio)',
    ]);
    expect(pages(['/projects/a', 'large'])).toEqual([
      '/projects/a',
      '/projects (large portfolio)',
      '/projects/c (large portfolio)',
    ]);
  });

  it('compares on Lighthouse’s default settings each project page as built and as its no-JS floor', () => {
    const rows = comparedMeasures(large, ['/projects/'], true).map(
      (m) => `${m.page} ${m.variant} ${m.settings}`,
    );
    expect(rows).toEqual([
      '/projects/a prerendered default',
      '/projects/a floor default',
      '/projects/b prerendered default',
      '/projects/b floor default',
    ]);
  });
});

describe('siteOf', () => {
  it('reads which built site a page label names, and its path there', () => {
    expect(siteOf('/projects/a')).toEqual({ site: 'main', path: '/projects/a' });
    expect(siteOf('/projects (phone photos)')).toEqual({ site: 'phone', path: '/projects' });
    expect(siteOf('/projects/c (large portfolio)')).toEqual({ site: 'large', path: '/projects/c' });
  });
});

describe('the phone a row emulates', () => {
  const measure = (over: Partial<Measure>): Measure => ({
    page: '/',
    formFactor: 'mobile',
    variant: 'prerendered',
    settings: 'calibrated',
    ...over,
  });

  it('is the mid tier calibrated, the low tier on the low-tier phone, none otherwise', () => {
    expect(tierOf(measure({}))).toBe(PHONE_TIERS.midTier);
    expect(tierOf(measure({ variant: 'floor' }))).toBe(PHONE_TIERS.midTier);
    expect(tierOf(measure({ settings: 'low-tier' }))).toBe(PHONE_TIERS.lowTier);
    expect(tierOf(measure({ settings: 'default' }))).toBeUndefined();
    expect(tierOf(measure({ formFactor: 'desktop' }))).toBeUndefined();
  });

  it('sets each run’s slowdown from the host’s latest indexes: its tier’s, or 4× on default settings', () => {
    expect(runSlowdown(measure({}), [2500])).toBe(2.5);
    expect(runSlowdown(measure({ settings: 'low-tier' }), [2400, 2700, 2640])).toBe(10);
    expect(runSlowdown(measure({ settings: 'default' }), [2500])).toBe(4);
    expect(runSlowdown(measure({ formFactor: 'desktop' }), [2500])).toBe(1);
  });
});

describe('rowResult', () => {
  const run = (performance: number, kept: boolean): Run => ({
    ...good,
    performance,
    slowdown: 10,
    kept,
  });

  it('takes the median of the kept runs only', () => {
    expect(
      rowResult([run(70, false), run(96, true), run(98, true), run(60, false), run(97, true)]),
    ).toMatchObject({ performance: 97 });
  });

  it('takes every run when none was kept, rather than report nothing', () => {
    expect(rowResult([run(70, false), run(80, false), run(90, false)])).toMatchObject({
      performance: 80,
    });
  });
});

describe('pairsProjectPath', () => {
  const project = (id: string, pairs: number) => {
    const images: { url: string; before_url?: string }[] = [{ url: 'a.jpg' }];
    for (let i = 0; i < pairs; i++) images.push({ url: `${i}.jpg`, before_url: `${i}-b.jpg` });
    return { id, images };
  };
  const listed = ['/projects/a', '/projects/b', '/projects/c', '/projects/d'];

  it('picks the listed project with the most pairs, the first listed of equals', () => {
    const projects = [project('a', 0), project('b', 2), project('c', 3), project('d', 3)];
    expect(pairsProjectPath(projects, listed)).toBe('/projects/c');
    expect(pairsProjectPath(projects, ['/projects/d', '/projects/c'])).toBe('/projects/d');
  });

  it('finds none when no listed project has a pair', () => {
    expect(pairsProjectPath([project('a', 0), project('x', 2)], listed)).toBeUndefined();
    expect(pairsProjectPath([], listed)).toBeUndefined();
  });
});

describe('medianResult', () => {
  it('takes each figure’s median and every failing audit', () => {
    const runs = [
      { ...good, performance: 80, tbt: 700 },
      { ...good, performance: 95, tbt: 90, failing: ['seo: x'] },
      { ...good, performance: 99, tbt: 40 },
    ];
    expect(medianResult(runs)).toMatchObject({ performance: 95, tbt: 90, failing: ['seo: x'] });
  });
});

describe('budgetProblems', () => {
  const at = (over: Partial<Measured>, result: Partial<Result> = {}): Measured => ({
    page: '/projects/b',
    formFactor: 'mobile',
    variant: 'prerendered',
    settings: 'default',
    ...over,
    result: { ...good, ...result },
  });

  it('the full run gates a project page’s default-settings score, TBT and LCP against its floor', () => {
    const measured = [
      at({}, { performance: 90, tbt: 350, lcp: 1500 }),
      at({ variant: 'floor' }, { lcp: 1000 }),
    ];
    expect(budgetProblems(measured, pages, false)).toEqual([
      '/projects/b mobile (Lighthouse default): performance 90 < 95',
      '/projects/b mobile (Lighthouse default): TBT 350 ms > 200 ms',
      '/projects/b mobile (Lighthouse default): LCP 1500 ms > 1.1 × its no-JS 1000 ms',
    ]);
  });

  it('the lean check reports the default-settings figure but gates the calibrated one', () => {
    const measured = [
      at({}, { performance: 70, tbt: 900 }),
      at({ settings: 'calibrated' }, { performance: 85, tbt: 260 }),
    ];
    expect(budgetProblems(measured, pages, true)).toEqual([
      '/projects/b mobile: performance 85 < 90',
      '/projects/b mobile: TBT 260 ms > 200 ms',
    ]);
  });

  it('gates the low-tier phone’s score and TBT on every page', () => {
    const lowTier = { settings: 'low-tier' as const };
    const measured = [
      at({ ...lowTier, page: '/' }, { performance: 95, tbt: 200 }),
      at({ ...lowTier, page: '/about-us' }, { performance: 94, tbt: 100 }),
      at({ ...lowTier, page: '/projects' }, { performance: 99, tbt: 201, cls: 0.05 }),
      at(lowTier, { performance: 100, tbt: 10, lcp: 9000 }),
    ];
    expect(budgetProblems(measured, pages, false)).toEqual([
      '/about-us mobile (low-tier phone): performance 94 < 95',
      '/projects mobile (low-tier phone): TBT 201 ms > 200 ms',
    ]);
  });

  it('names a missed category with the audits that failed', () => {
    const measured = [
      at(
        { settings: 'calibrated', formFactor: 'desktop', page: '/' },
        { seo: 92, failing: ['seo: meta'] },
      ),
    ];
    expect(budgetProblems(measured, pages, true)).toEqual(['/ desktop: SEO 92 < 100 (seo: meta)']);
  });
});

describe('initialJsProblems', () => {
  it('holds home and list to 130 KiB and project pages to 160 KiB', () => {
    expect(
      initialJsProblems(
        [
          { route: '/', bytes: 130.5 * 1024, project: false },
          { route: '/projects', bytes: 130 * 1024, project: false },
          { route: '/about-us', bytes: 140 * 1024, project: false },
          { route: '/projects/a', bytes: 150 * 1024, project: true },
          { route: '/projects/b', bytes: 161 * 1024, project: true },
        ],
        pages,
      ),
    ).toEqual(['/: initial JS 130.5 KiB > 130 KiB', '/projects/b: initial JS 161.0 KiB > 160 KiB']);
  });
});
