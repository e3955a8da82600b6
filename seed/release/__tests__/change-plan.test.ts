import { describe, expect, it } from 'vitest';
import { generatedProject, parsedProject } from '../../../tests/support/fixtures';
import { liveChangeLines, planLiveChanges } from '../change-plan';

/** Project `n` as the live release has it, with `changes` made since. */
function project(n: number, changes: Record<string, unknown> = {}) {
  return parsedProject({ ...generatedProject(n), ...changes });
}

describe('planLiveChanges', () => {
  it('names projects added and removed by their address', () => {
    const plan = planLiveChanges([project(1), project(2)], [project(2), project(3)]);
    expect(plan.added).toEqual([{ id: 'project-00003', address: '103 Test St' }]);
    expect(plan.removed).toEqual([{ id: 'project-00001', address: '101 Test St' }]);
    expect(plan.changed).toEqual([]);
    expect(liveChangeLines(plan)).toEqual([
      '  + 103 Test St: new on the site (project-00003)',
      '  - 101 Test St: taken off the site (project-00001)',
    ]);
  });

  it('says each changed fact as the site shows it, field by field', () => {
    // Project 2 is pending; 6 is for sale (n % 4 === 2).
    const forSale = project(6, { pending_sale: false });
    const sold = project(6, { pending_sale: false, is_sold: true, year_sold: 2026, beds: 4 });
    const plan = planLiveChanges([forSale], [sold]);
    expect(plan.changed).toEqual([
      {
        id: 'project-00006',
        address: '106 Test St',
        facts: ['For sale → Sold in 2026', '2 beds → 4 beds'],
        photosAdded: [],
        photosRemoved: [],
      },
    ]);
    expect(liveChangeLines(plan)).toEqual([
      '  ~ 106 Test St: For sale → Sold in 2026; 2 beds → 4 beds',
    ]);
  });

  it('lists the photos added and removed per project', () => {
    const live = project(7);
    const [cover, kitchen] = live.images;
    const next = project(7, {
      images: [cover, { url: '/assets/projects/p7/bath.jpg', bathroom: true }],
    });
    const plan = planLiveChanges([live], [next]);
    expect(plan.changed[0]).toMatchObject({
      photosAdded: ['bath.jpg'],
      photosRemoved: [kitchen?.url.split('/').pop()],
    });
    expect(liveChangeLines(plan)[0]).toBe(
      '  ~ 107 Test St: added 1 photo (bath.jpg); removed 1 photo (kitchen.jpg)',
    );
  });

  it('says when nothing changes', () => {
    expect(liveChangeLines(planLiveChanges([project(1)], [project(1)]))).toEqual([
      '  No project changes: the portfolio stays as it is live.',
    ]);
  });
});
