import { describe, expect, it } from 'vitest';
import { planSamples, type Sample } from '../sample-plan';

const sample = (id: string, beds = 3): Sample => ({
  id,
  record: { id, beds, images: [{ url: `/assets/projects/${id}/main.webp`, main: true }] },
  files: ['main.webp', 'kitchen-1.webp'],
});

describe('planSamples', () => {
  const samples = [sample('sample-a'), sample('sample-b')];

  it("replaces its samples in place, adds missing ones last, and keeps the company's", () => {
    const added = { id: 'added-by-company', beds: 2, images: [] };
    const plan = planSamples(
      [sample('sample-a').record, added],
      new Map([
        ['sample-a', ['main.webp']],
        ['added-by-company', ['cover.webp']],
        ['old-photos', ['x.jpg']],
      ]),
      samples,
    );
    expect(plan.refused).toEqual([]);
    expect(plan.records).toEqual([sample('sample-a').record, added, sample('sample-b').record]);
    expect(plan.kept).toEqual(['added-by-company', 'old-photos']);
  });

  it('refuses, by name, a sample that is no longer what it made: record or photo folder', () => {
    const plan = planSamples(
      [sample('sample-a', 5).record],
      new Map([['sample-b', ['main.webp', 'IMG_0412.webp']]]),
      samples,
    );
    expect(plan.refused).toEqual([
      expect.stringMatching(/^sample-a: its record in the data file is not the sample's/),
      'sample-b: its photo folder holds 1 file the generator does not draw (IMG_0412.webp)',
    ]);
  });
});
