import { describe, expect, it } from 'vitest';
import { hasVariants, variantSrcSet, variantUrl } from '../responsive-image';

describe('responsive photo variants', () => {
  it('names the AVIF and WebP copies of a shipped photo by width', () => {
    const url = '/assets/projects/4611-n-graceland-ave/kitchen-1.webp';
    expect(hasVariants(url)).toBe(true);
    expect(variantUrl(url, 480, 'avif')).toBe(
      '/assets/projects/4611-n-graceland-ave/kitchen-1-480.avif',
    );
    expect(variantSrcSet(url, 'webp')).toBe(
      [
        '/assets/projects/4611-n-graceland-ave/kitchen-1-480.webp 480w',
        '/assets/projects/4611-n-graceland-ave/kitchen-1-800.webp 800w',
        '/assets/projects/4611-n-graceland-ave/kitchen-1-1280.webp 1280w',
      ].join(', '),
    );
  });

  it('leaves absolute URLs (Firestore) and other files as plain images', () => {
    expect(hasVariants('https://cdn.example.com/assets/projects/a/main.webp')).toBe(false);
    expect(hasVariants('/assets/projects/a/main.jpg')).toBe(false);
    expect(hasVariants('/assets/other/main.webp')).toBe(false);
    expect(hasVariants('/assets/projects/../secret.webp')).toBe(false);
  });
});
