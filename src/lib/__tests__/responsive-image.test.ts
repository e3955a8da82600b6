import { describe, expect, it } from 'vitest';
import {
  hasZoomCopy,
  isLocalPhoto,
  PHOTO_COPY_NAME,
  photoCopies,
  largestVariant,
  localPhotoPath,
  photoSize,
  variantSize,
  variantSrcSet,
  variantUrl,
} from '../responsive-image';

describe('local photos and their responsive copies', () => {
  it('names the AVIF and WebP copies of a shipped photo by width, described by real width', () => {
    const url = '/assets/projects/4611-n-graceland-ave/kitchen-1.webp';
    expect(isLocalPhoto(url)).toBe(true);
    expect(variantUrl(url, 480, 'avif')).toBe(
      '/assets/projects/4611-n-graceland-ave/kitchen-1-480.avif',
    );
    expect(variantSrcSet(url, 'webp', { width: 1280, height: 720 })).toBe(
      [
        '/assets/projects/4611-n-graceland-ave/kitchen-1-480.webp 480w',
        '/assets/projects/4611-n-graceland-ave/kitchen-1-800.webp 800w',
        '/assets/projects/4611-n-graceland-ave/kitchen-1-1280.webp 1280w',
      ].join(', '),
    );
  });

  it('takes any folder, any supported format in any letter case, and encoded names', () => {
    expect(localPhotoPath('/assets/uploads/2417 maple/IMG_0001.JPG')).toBe(
      'assets/uploads/2417 maple/IMG_0001.JPG',
    );
    expect(localPhotoPath('/assets/uploads/My%20House/IMG%201.jpeg')).toBe(
      'assets/uploads/My House/IMG 1.jpeg',
    );
    for (const ext of ['jpg', 'JPEG', 'png', 'PNG', 'webp', 'avif', 'Avif']) {
      expect(isLocalPhoto(`/photos/a.${ext}`), ext).toBe(true);
    }
    // Copies are named from the decoded file and written back encoded, so srcset never holds a space.
    expect(variantUrl('/assets/uploads/My%20House/IMG 1.JPG', 800, 'webp')).toBe(
      '/assets/uploads/My%20House/IMG%201-800.webp',
    );
  });

  it('leaves absolute URLs, other files and paths out of public/ as plain images', () => {
    expect(isLocalPhoto('https://cdn.example.com/assets/projects/a/main.webp')).toBe(false);
    expect(isLocalPhoto('//cdn.example.com/a.jpg')).toBe(false);
    expect(isLocalPhoto('/assets/projects/a/main.svg')).toBe(false);
    expect(isLocalPhoto('/assets/projects/a/main.heic')).toBe(false);
    expect(isLocalPhoto('/assets/projects/../secret.webp')).toBe(false);
    expect(isLocalPhoto('/assets/projects/%2e%2e/secret.webp')).toBe(false);
    expect(isLocalPhoto('/assets/a%2Fb.webp')).toBe(false);
    expect(isLocalPhoto('/assets/a.webp?v=2')).toBe(false);
    expect(isLocalPhoto('/assets/bad%E0%A4%A.webp')).toBe(false);
    expect(() => variantUrl('https://cdn.example.com/a.webp', 480, 'webp')).toThrow(/not a local/);
  });

  it('sizes copies to fit inside each width, never enlarged, so srcset tells the truth', () => {
    const portrait = { width: 3024, height: 4032 };
    expect(variantSize(portrait, 1280)).toEqual({ width: 960, height: 1280 });
    expect(variantSize({ width: 4032, height: 3024 }, 480)).toEqual({ width: 480, height: 360 });
    expect(variantSize({ width: 600, height: 400 }, 1280)).toEqual({ width: 600, height: 400 });
    expect(variantSrcSet('/p/a.jpg', 'avif', portrait)).toBe(
      '/p/a-480.avif 360w, /p/a-800.avif 600w, /p/a-1280.avif 960w',
    );
    // A small photo's larger copies are the same picture: listed once.
    expect(variantSrcSet('/p/small.png', 'webp', { width: 600, height: 400 })).toBe(
      '/p/small-480.webp 480w, /p/small-800.webp 600w',
    );
  });

  it('gives a photo larger than the 1280px copy a 2560px zoom copy, offered only when asked', () => {
    const phone = { width: 4032, height: 3024 };
    expect(hasZoomCopy(phone)).toBe(true);
    expect(hasZoomCopy({ width: 720, height: 1280 })).toBe(false);
    expect(hasZoomCopy({ width: 1281, height: 720 })).toBe(true);
    expect(photoCopies({ width: 1280, height: 720 }).map((c) => `${c.width}.${c.format}`)).toEqual([
      '480.avif',
      '480.webp',
      '800.avif',
      '800.webp',
      '1280.avif',
      '1280.webp',
    ]);
    expect(
      photoCopies(phone)
        .map((c) => `${c.width}.${c.format}`)
        .slice(-2),
    ).toEqual(['2560.avif', '2560.webp']);
    expect(variantSrcSet('/p/a.jpg', 'avif', phone)).not.toContain('2560');
    expect(variantSrcSet('/p/a.jpg', 'avif', phone, { zoom: true })).toBe(
      '/p/a-480.avif 480w, /p/a-800.avif 800w, /p/a-1280.avif 1280w, /p/a-2560.avif 2560w',
    );
    // A 1600px photo's zoom copy is its own size, not enlarged to 2560.
    expect(variantSrcSet('/p/b.png', 'webp', { width: 1600, height: 1200 }, { zoom: true })).toBe(
      '/p/b-480.webp 480w, /p/b-800.webp 800w, /p/b-1280.webp 1280w, /p/b-2560.webp 1600w',
    );
    expect(variantSrcSet('/p/c.jpg', 'webp', { width: 1280, height: 720 }, { zoom: true })).toBe(
      variantSrcSet('/p/c.jpg', 'webp', { width: 1280, height: 720 }),
    );
  });

  it('names copies by width and format, and nothing else', () => {
    expect(PHOTO_COPY_NAME.exec('IMG 1-2560.webp')?.slice(1)).toEqual(['IMG 1', '2560', 'webp']);
    expect(PHOTO_COPY_NAME.exec('kitchen-1-before-480.avif')?.[1]).toBe('kitchen-1-before');
    expect(PHOTO_COPY_NAME.test('IMG_0001.JPG')).toBe(false);
    expect(PHOTO_COPY_NAME.test('IMG-640.webp')).toBe(false);
    expect(PHOTO_COPY_NAME.test('IMG-480.jpg')).toBe(false);
  });

  it('shares the largest copy, and assumes 16:9 for a photo of unknown size', () => {
    expect(photoSize({ url: 'https://x.test/a.jpg' })).toEqual({ width: 1280, height: 720 });
    expect(photoSize({ url: '/a.jpg', width: 3024, height: 4032 })).toEqual({
      width: 3024,
      height: 4032,
    });
    expect(largestVariant('/p/a.jpg', { width: 3024, height: 4032 })).toEqual({
      url: '/p/a-1280.webp',
      width: 960,
      height: 1280,
    });
  });
});
