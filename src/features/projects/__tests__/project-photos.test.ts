import { describe, expect, it } from 'vitest';
import {
  hasBeforeAfter,
  photoIndexFromId,
  photoPairs,
  projectPhotos,
  type ProjectPhoto,
} from '../project-photos';
import { image, project } from './project-fixtures';

const cover = image({ url: '/p/main.webp', main: true, exterior: true });
const kitchen1 = image({
  url: '/p/kitchen-1.webp',
  kitchen: true,
  before_url: '/p/kitchen-1-before.webp',
  before_width: 960,
  before_height: 1280,
});
const kitchen2 = image({ url: '/p/kitchen-2.webp', kitchen: true });
const bath = image({
  url: '/p/bath-1.webp',
  bathroom: true,
  interior: true,
  before_url: 'https://cdn.example.com/bath-before.jpg',
});
const exterior = image({ url: '/p/exterior-1.webp', exterior: true });
const bedroom = image({ url: '/p/bedroom-1.webp', room: true });

// File order is not page order: the page goes by section.
const maple = project({ images: [kitchen1, bedroom, bath, cover, kitchen2, exterior] });

function photoById(photos: readonly ProjectPhoto[], id: string): ProjectPhoto | undefined {
  return photos.find((photo) => photo.id === id);
}

describe('projectPhotos', () => {
  it('lists the cover, then each section in page order, with ids and the page captions', () => {
    expect(
      projectPhotos(maple).map(({ id, image: { url }, caption }) => [id, url, caption]),
    ).toEqual([
      ['cover', '/p/main.webp', 'Front of 2417 N Maple St, Indianapolis, IN'],
      ['exterior-1', '/p/exterior-1.webp', 'Exterior photo 1 of 1, 2417 N Maple St'],
      ['interior-1', '/p/bath-1.webp', 'Interior photo 1 of 1, 2417 N Maple St'],
      ['kitchen-1', '/p/kitchen-1.webp', 'Kitchen photo 1 of 2, 2417 N Maple St'],
      ['kitchen-2', '/p/kitchen-2.webp', 'Kitchen photo 2 of 2, 2417 N Maple St'],
      ['bathroom-1', '/p/bath-1.webp', 'Baths photo 1 of 1, 2417 N Maple St'],
      ['room-1', '/p/bedroom-1.webp', 'Rooms photo 1 of 1, 2417 N Maple St'],
    ]);
  });

  it("gives each photo's before photo with its real size, ready to draw, and a caption", () => {
    const photos = projectPhotos(maple);
    expect(photoById(photos, 'kitchen-1')?.before).toEqual({
      photo: { url: '/p/kitchen-1-before.webp', width: 960, height: 1280 },
      caption: 'Before the work: Kitchen photo 1 of 2, 2417 N Maple St',
    });
    expect(photoById(photos, 'bathroom-1')?.before?.photo).toEqual({
      url: 'https://cdn.example.com/bath-before.jpg',
      width: undefined,
      height: undefined,
    });
    expect(photoById(photos, 'kitchen-2')?.before).toBeUndefined();
  });

  it('takes the first image as the cover when none is flagged main, and leaves it out after', () => {
    const photos = projectPhotos(
      project({ images: [kitchen2, { ...kitchen1, before_url: undefined }] }),
    );
    expect(photos.map((photo) => [photo.id, photo.image.url])).toEqual([
      ['cover', '/p/kitchen-2.webp'],
      ['kitchen-1', '/p/kitchen-1.webp'],
    ]);
  });

  it('has no photos for a project without images', () => {
    expect(projectPhotos(project({ images: [] }))).toEqual([]);
  });
});

describe('photoIndexFromId', () => {
  const photos = projectPhotos(maple);

  it('finds the position of a photo by its id', () => {
    expect(photoIndexFromId(photos, 'cover')).toBe(0);
    expect(photoIndexFromId(photos, 'kitchen-2')).toBe(4);
    expect(photoIndexFromId(photos, 'room-1')).toBe(6);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['kitchen-3'],
    ['kitchen-0'],
    ['kitchen-02'],
    ['Kitchen-2'],
    ['kitchen'],
    ['kitchen-2 '],
    ['attic-1'],
    ['constructor'],
    ['__proto__'],
  ])('returns undefined for %j', (id) => {
    expect(photoIndexFromId(photos, id)).toBeUndefined();
  });
});

describe('photoPairs', () => {
  it('lists the photos with a before photo in page order, an image in two sections once', () => {
    const pairs = photoPairs(projectPhotos(maple));
    expect(pairs.map((pair) => [pair.id, pair.image.url, pair.before.photo.url])).toEqual([
      ['interior-1', '/p/bath-1.webp', 'https://cdn.example.com/bath-before.jpg'],
      ['kitchen-1', '/p/kitchen-1.webp', '/p/kitchen-1-before.webp'],
    ]);
  });

  it("includes the cover's pair first, and is empty for a project without before photos", () => {
    const withCoverPair = project({
      images: [{ ...cover, before_url: '/p/main-before.webp' }, kitchen1],
    });
    expect(photoPairs(projectPhotos(withCoverPair)).map((pair) => pair.id)).toEqual([
      'cover',
      'kitchen-1',
    ]);
    expect(photoPairs(projectPhotos(project({ images: [cover, kitchen2] })))).toEqual([]);
  });
});

describe('hasBeforeAfter', () => {
  it('is true exactly when the page would show a comparison', () => {
    expect(hasBeforeAfter(maple)).toBe(true);
    expect(hasBeforeAfter(project({ images: [cover, kitchen2] }))).toBe(false);
    // A before photo on an image no carousel shows (no section flag, not the cover).
    const unshown = image({ url: '/p/spare.webp', before_url: '/p/spare-before.webp' });
    expect(hasBeforeAfter(project({ images: [cover, kitchen2, unshown] }))).toBe(false);
  });
});
