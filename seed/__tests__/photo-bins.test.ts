import { describe, expect, it } from 'vitest';
import { binsOf, binsProblem, imagesFromBins, type Bin, type BinnedPhoto } from '../photo-bins';

import { image as flagged } from '../../src/features/projects/__tests__/project-fixtures';

const image = (url: string, flags: Record<string, boolean> = {}, more = {}) =>
  flagged({ url, ...flags, ...more });
const images = [
  image('/p/cover.webp', { main: true }),
  image('/p/kitchen-1.webp', { kitchen: true }, { before_url: '/p/kitchen-1-before.webp' }),
  image('/p/exterior-1.webp', { exterior: true }, { width: 800, height: 600 }),
  image('/p/bath-1.webp', { bathroom: true }),
  image('/p/room-1.webp', { room: true }),
  image('/p/kitchen-2.webp', { kitchen: true }),
];

type Bins = Record<Bin, BinnedPhoto[]>;
const binned = (): Bins => {
  const bins = binsOf(images);
  return Object.fromEntries(
    Object.entries(bins).map(([bin, list]) => [
      bin,
      list.map((each) => ({
        source: String(each.url),
        ...(typeof each.before_url === 'string' && { before: each.before_url }),
      })),
    ]),
  ) as Bins;
};
const stored = (source: string) =>
  source.startsWith('upload:')
    ? { url: `/p/${source.slice(7)}.webp`, width: 100, height: 50 }
    : { url: source };

describe('photo bins', () => {
  it('puts each image in the bin of its carousel, in carousel order, the cover alone', () => {
    const bins = binned();
    expect(bins.cover).toEqual([{ source: '/p/cover.webp' }]);
    expect(bins.kitchen).toEqual([
      { source: '/p/kitchen-1.webp', before: '/p/kitchen-1-before.webp' },
      { source: '/p/kitchen-2.webp' },
    ]);
    expect(bins.baths.map((p) => p.source)).toEqual(['/p/bath-1.webp']);
    expect(bins.rooms.map((p) => p.source)).toEqual(['/p/room-1.webp']);
    expect(bins.interior).toEqual([]);
    // With no image flagged main, the site's cover is the first image.
    expect(binsOf([image('/p/a.webp', { exterior: true })]).cover).toHaveLength(1);
  });

  it('gives back the record’s own images when the bins hold them as they were', () => {
    expect(imagesFromBins(binned(), images, stored)).toEqual(images);
  });

  it('reorders within a bin, moves between bins, and takes a new cover', () => {
    const bins = binned();
    bins.kitchen.reverse();
    bins.rooms.push(...bins.baths.splice(0));
    bins.exterior.push(...bins.cover.splice(0, 1, { source: 'upload:new' }));
    const result = imagesFromBins(bins, images, stored);
    expect(result.map((each) => each.url)).toEqual([
      '/p/new.webp',
      '/p/exterior-1.webp',
      '/p/cover.webp',
      '/p/kitchen-2.webp',
      '/p/kitchen-1.webp',
      '/p/room-1.webp',
      '/p/bath-1.webp',
    ]);
    expect(result[0]).toEqual({ ...image('/p/new.webp', { main: true }), width: 100, height: 50 });
    expect(result[2]).toEqual(image('/p/cover.webp', { exterior: true }));
    expect(result[6]).toEqual(image('/p/bath-1.webp', { room: true }));
    // The kitchen's before photo rides with its photo.
    expect(result[4]?.before_url).toBe('/p/kitchen-1-before.webp');
  });

  it('pairs and unpairs a before photo', () => {
    const bins = binned();
    bins.rooms = [{ source: '/p/room-1.webp', before: 'upload:old' }];
    bins.kitchen = bins.kitchen.map(({ source }) => ({ source }));
    const result = imagesFromBins(bins, images, stored);
    expect(result.find((each) => each.url === '/p/room-1.webp')).toMatchObject({
      before_url: '/p/old.webp',
      before_width: 100,
      before_height: 50,
    });
    expect(result.find((each) => each.url === '/p/kitchen-1.webp')).not.toHaveProperty(
      'before_url',
    );
  });

  it('says in words when the bins cannot be saved', () => {
    const bins = binned();
    expect(binsProblem(bins)).toBeUndefined();
    expect(binsProblem({ ...bins, cover: [] })).toMatch(/^Choose a cover photo/);
    expect(binsProblem({ ...bins, cover: [...bins.cover, ...bins.rooms] })).toMatch(
      /^The cover is one photo/,
    );
    expect(binsProblem({ ...bins, rooms: [...bins.rooms, ...bins.rooms] })).toMatch(/two places/);
    const empty = { cover: [], exterior: [], interior: [], kitchen: [], baths: [], rooms: [] };
    expect(binsProblem(empty)).toBeUndefined();
  });
});
