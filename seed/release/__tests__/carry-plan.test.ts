import { describe, expect, it } from 'vitest';
import {
  carryPlan,
  KEEP,
  parseReleaseRecord,
  releaseFiles,
  type ReleaseFiles,
} from '../carry-plan';

const DAY = 86_400_000;
const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

/** A release `n` whose code is its own; `photos` by project id. */
function release(n: number, at: string, photos: Record<string, string[]> = {}): ReleaseFiles {
  return { at, code: [`assets/index-Release${n}.js`, `assets/index-Release${n}.css`], photos };
}

const current = release(9, now.toISOString(), { kept: ['assets/projects/kept/main-480.webp'] });

describe('releaseFiles', () => {
  it('takes the hashed code and the photo copies by project, nothing else', () => {
    const files = releaseFiles(
      [
        'index.html',
        'assets/index-AbCd1234.js',
        'assets/about-page-x_Y-1234.css',
        'assets/Data/data.json',
        'assets/projects/a-house/main-480.webp',
        'assets/projects/a-house/main-800.avif',
        'assets/projects/b-house/main-480.webp',
        'projects/a-house.html',
      ],
      now,
    );
    expect(files).toEqual({
      at: '2026-11-26T12:00:00.000Z',
      code: ['assets/index-AbCd1234.js', 'assets/about-page-x_Y-1234.css'],
      photos: {
        'a-house': [
          'assets/projects/a-house/main-480.webp',
          'assets/projects/a-house/main-800.avif',
        ],
        'b-house': ['assets/projects/b-house/main-480.webp'],
      },
    });
  });
});

describe('carryPlan', () => {
  it('carries nothing on the first release, and records only its own files', () => {
    const plan = carryPlan({ live: undefined, current, projects: ['kept'], now });
    expect(plan).toEqual({ kept: [], dropped: [], fetch: [], record: { releases: [current] } });
  });

  it(`keeps the last ${KEEP.releases} releases however old, and any older one out of service less than ${KEEP.days} days`, () => {
    // Newest first: the live release (out of service now), then each before it.
    const live = {
      releases: [
        release(8, daysAgo(40)),
        release(7, daysAgo(50)),
        release(6, daysAgo(60)),
        release(5, daysAgo(70)),
      ],
    };
    const plan = carryPlan({ live, current, projects: [], now });
    expect(plan.kept.map(({ at }) => at)).toEqual([daysAgo(40), daysAgo(50), daysAgo(60)]);
    expect(plan.dropped.map(({ at }) => at)).toEqual([daysAgo(70)]);

    const busyWeek = {
      releases: [0.5, 1, 2, 3, 6, 8, 9].map((days, n) => release(n, daysAgo(days))),
    };
    const kept = carryPlan({ live: busyWeek, current, projects: [], now }).kept;
    // The 5th (6 days ago) went out of service 3 days ago; the 6th, 6 days ago; the 7th, 8.
    expect(kept.map(({ at }) => at)).toEqual([0.5, 1, 2, 3, 6, 8].map(daysAgo));
  });

  it('fetches the kept files this build lacks, once each, and records the kept releases after its own', () => {
    const shared = 'assets/vendor-Shared12.js';
    const live = {
      releases: [
        { ...release(8, daysAgo(1)), code: ['assets/index-Release8.js', shared] },
        { ...release(7, daysAgo(2)), code: ['assets/index-Release7.js', shared] },
      ],
    };
    const plan = carryPlan({
      live,
      current: { ...current, code: [...current.code, shared] },
      projects: ['kept'],
      now,
    });
    expect(plan.fetch).toEqual(['assets/index-Release7.js', 'assets/index-Release8.js']);
    expect(plan.record.releases.map(({ at }) => at)).toEqual([
      now.toISOString(),
      daysAgo(1),
      daysAgo(2),
    ]);
  });

  it("carries a kept release's photo copies, except those of a project removed from the file", () => {
    const live = {
      releases: [
        release(8, daysAgo(1), {
          kept: ['assets/projects/kept/main-480.webp', 'assets/projects/kept/old-480.webp'],
          removed: ['assets/projects/removed/main-480.webp'],
        }),
      ],
    };
    const plan = carryPlan({ live, current, projects: ['kept'], now });
    expect(plan.fetch).toEqual([
      'assets/index-Release8.css',
      'assets/index-Release8.js',
      'assets/projects/kept/old-480.webp',
    ]);
    expect(plan.record.releases[1]?.photos).toEqual({
      kept: ['assets/projects/kept/main-480.webp', 'assets/projects/kept/old-480.webp'],
    });
  });
});

describe('parseReleaseRecord', () => {
  it('reads a record', () => {
    const record = { releases: [current] };
    expect(parseReleaseRecord(JSON.stringify(record))).toEqual(record);
  });

  it.each([
    ['<!doctype html>', 'is not JSON'],
    ['{}', 'lists no releases'],
    [JSON.stringify({ releases: [{ at: 'soon', code: [], photos: {} }] }), 'release 1'],
    [JSON.stringify({ releases: [{ ...current, code: ['../secret'] }] }), 'release 1'],
    [JSON.stringify({ releases: [{ ...current, code: ['assets/../../x'] }] }), 'release 1'],
  ])('refuses %s, saying why', (text, why) => {
    const parsed = parseReleaseRecord(text);
    expect('error' in parsed && parsed.error).toContain(why);
  });
});
