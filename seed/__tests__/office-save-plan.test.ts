import { describe, expect, it } from 'vitest';
import { namesForAdded, planNewProject } from '../office-save-plan';
import type { Bin, BinnedPhoto } from '../photo-bins';

const facts = {
  beds: 3,
  baths: 2,
  sq_footage: 1950,
  address: { address_line_1: '2417 N Maple St', city: 'Indianapolis', state: 'IN' },
  is_sold: false,
  pending_sale: false,
  year_sold: null,
  full_remodel: true,
  full_renovation: false,
};
const empty: Record<Bin, BinnedPhoto[]> = {
  cover: [],
  exterior: [],
  interior: [],
  kitchen: [],
  baths: [],
  rooms: [],
};
const size = () => ({ width: 2560, height: 1920 });

describe('a new project from the office, planned as add-project plans a folder', () => {
  it('stores each bin’s photos under add-project’s names, in bin order, and makes its record', () => {
    const bins = {
      ...empty,
      cover: [{ source: 'upload:c' }],
      kitchen: [{ source: 'upload:k2' }, { source: 'upload:k1', before: 'upload:k1b' }],
      baths: [{ source: 'upload:b' }],
    };
    const plan = planNewProject('2417-n-maple-st', facts, bins, [{ id: 'a', sort: 7 }], size);
    if ('problems' in plan) throw new Error(plan.problems.join('; '));
    expect(plan.files).toEqual([
      { source: 'upload:c', name: 'cover.webp' },
      { source: 'upload:k2', name: 'kitchen-1.webp' },
      { source: 'upload:k1', name: 'kitchen-2.webp' },
      { source: 'upload:k1b', name: 'kitchen-2-before.webp' },
      { source: 'upload:b', name: 'bath-1.webp' },
    ]);
    expect(plan.record).toMatchObject({ id: '2417-n-maple-st', sort: 8, ...facts });
    expect(plan.record.images).toContainEqual(
      expect.objectContaining({
        url: '/assets/projects/2417-n-maple-st/kitchen-2.webp',
        kitchen: true,
        width: 2560,
        before_url: '/assets/projects/2417-n-maple-st/kitchen-2-before.webp',
      }),
    );
  });

  it('refuses what add-project refuses: no cover, a web address taken', () => {
    expect(planNewProject('x', facts, empty, [], size)).toEqual({
      problems: ['no cover photo (cover.jpg)'],
    });
    const cover = { ...empty, cover: [{ source: 'upload:c' }] };
    const taken = planNewProject('a', facts, cover, [{ id: 'a', sort: 1 }], size);
    expect('problems' in taken && taken.problems[0]).toMatch(/already in the data file/);
  });
});

describe('names for photos added to a project on the site', () => {
  it('numbers each bin’s stem after the names taken, and names a before photo after its photo', () => {
    const bins = {
      ...empty,
      cover: [{ source: 'upload:c' }],
      kitchen: [
        { source: '/assets/projects/p/kitchen-1.webp', before: 'upload:kb' },
        { source: 'upload:k' },
      ],
      baths: [{ source: 'upload:b', before: 'upload:bb' }],
    };
    const names = namesForAdded(
      'p',
      bins,
      (source) => source.startsWith('upload:'),
      new Set(['cover.webp', 'kitchen-1.webp', 'kitchen-2.webp']),
    );
    expect(Object.fromEntries(names)).toEqual({
      'upload:c': '/assets/projects/p/cover-2.webp',
      'upload:kb': '/assets/projects/p/kitchen-1-before.webp',
      'upload:k': '/assets/projects/p/kitchen-3.webp',
      'upload:b': '/assets/projects/p/bath-1.webp',
      'upload:bb': '/assets/projects/p/bath-1-before.webp',
    });
  });
});
