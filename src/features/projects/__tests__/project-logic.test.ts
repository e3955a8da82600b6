import { describe, expect, it } from 'vitest';
import {
  bedsAndBaths,
  cityAndState,
  coverImage,
  photoAlt,
  photoSections,
  saleStatus,
  squareFootage,
  workType,
} from '../project-logic';
import { image, project } from './project-fixtures';

describe('saleStatus', () => {
  it('shows the sale year when sold, even if a sale was also pending', () => {
    expect(saleStatus(project({ is_sold: true, year_sold: 2022, pending_sale: true }))).toEqual({
      kind: 'sold',
      label: 'Sold 2022',
    });
  });

  it('shows Pending when not sold but a sale is pending', () => {
    expect(saleStatus(project({ pending_sale: true }))).toEqual({
      kind: 'pending',
      label: 'Pending',
    });
  });

  it('shows For Sale otherwise', () => {
    expect(saleStatus(project())).toEqual({ kind: 'for-sale', label: 'For Sale' });
  });
});

describe('workType', () => {
  it.each([
    [true, true, 'Remodel & Renovation'],
    [true, false, 'Full Remodel'],
    [false, true, 'Full Renovation'],
    [false, false, null],
  ])('remodel=%s renovation=%s reads %s', (full_remodel, full_renovation, expected) => {
    expect(workType(project({ full_remodel, full_renovation }))).toBe(expected);
  });
});

describe('facts formatting', () => {
  it('writes beds and baths as "N BED | N BTH", keeping half baths', () => {
    expect(bedsAndBaths(project({ beds: 4, baths: 2.5 }))).toBe('4 BED | 2.5 BTH');
  });

  it('formats square footage with thousands separators', () => {
    expect(squareFootage(project({ sq_footage: 1450 }))).toBe('1,450 Sq Ft');
    expect(squareFootage(project({ sq_footage: 12345 }))).toBe('12,345 Sq Ft');
    expect(squareFootage(project({ sq_footage: 980 }))).toBe('980 Sq Ft');
  });

  it('writes "city, state"', () => {
    expect(cityAndState(project())).toBe('Indianapolis, IN');
  });
});

describe('photoSections', () => {
  const photos = project({
    images: [
      image({ url: '/main.webp', main: true, exterior: true }),
      image({ url: '/room.webp', room: true }),
      image({ url: '/kitchen.webp', kitchen: true }),
      image({ url: '/bath.webp', bathroom: true }),
      image({ url: '/front.webp', exterior: true }),
      image({ url: '/living.webp', interior: true, kitchen: true }),
    ],
  });

  it('orders sections Exterior, Interior, Kitchen, Baths, Rooms', () => {
    expect(photoSections(photos).map((section) => section.title)).toEqual([
      'Exterior',
      'Interior',
      'Kitchen',
      'Baths',
      'Rooms',
    ]);
  });

  it('never puts the main image in a carousel', () => {
    const urls = photoSections(photos).flatMap((section) => section.images.map((i) => i.url));
    expect(urls).not.toContain('/main.webp');
    expect(photoSections(photos)[0]?.images.map((i) => i.url)).toEqual(['/front.webp']);
  });

  it('leaves out the fallback cover when no image is flagged main', () => {
    const noMain = project({
      images: [
        image({ url: '/a.webp', exterior: true }),
        image({ url: '/b.webp', exterior: true }),
      ],
    });
    expect(photoSections(noMain)[0]?.images.map((i) => i.url)).toEqual(['/b.webp']);
  });

  it('lets one photo belong to several sections', () => {
    const kitchen = photoSections(photos).find((section) => section.key === 'kitchen');
    expect(kitchen?.images.map((i) => i.url)).toEqual(['/kitchen.webp', '/living.webp']);
  });

  it('hides sections with no images', () => {
    const onlyMain = project({ images: [image({ url: '/main.webp', main: true, kitchen: true })] });
    expect(photoSections(onlyMain)).toEqual([]);
  });

  it('describes each photo with its section, position and address', () => {
    const [exterior] = photoSections(photos);
    expect(exterior && photoAlt(exterior, 1, photos)).toBe(
      'Exterior photo 1 of 1, 2417 N Maple St',
    );
  });
});

describe('coverImage', () => {
  it('prefers the image flagged main', () => {
    const cover = coverImage(
      project({ images: [image({ url: '/a.webp' }), image({ url: '/b.webp', main: true })] }),
    );
    expect(cover?.url).toBe('/b.webp');
  });

  it('falls back to the first image, and to nothing without images', () => {
    expect(coverImage(project({ images: [image({ url: '/a.webp' })] }))?.url).toBe('/a.webp');
    expect(coverImage(project({ images: [] }))).toBeUndefined();
  });
});
