/**
 * Shipped project photos (root-relative `/assets/projects/**.webp`, 1280x720) get smaller
 * AVIF and WebP copies at build time (scripts/build-images.ts), named `<name>-<width>.<format>`.
 * Any other URL — an absolute one from Firestore, say — is shown as it is.
 */
export const PHOTO_WIDTHS = [480, 800, 1280] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Intrinsic size of the shipped photos, so boxes keep their shape before the image arrives. */
export const PHOTO_SIZE = { width: 1280, height: 720 } as const;

const SHIPPED_PHOTO = /^\/assets\/projects\/[^?#]+\.webp$/;

export function hasVariants(url: string): boolean {
  return SHIPPED_PHOTO.test(url) && !url.includes('..');
}

/** `/assets/projects/a/main.webp`, 480, avif → `/assets/projects/a/main-480.avif`. */
export function variantUrl(url: string, width: number, format: PhotoFormat): string {
  return `${url.replace(/\.webp$/, '')}-${width}.${format}`;
}

export function variantSrcSet(url: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((width) => `${variantUrl(url, width, format)} ${width}w`).join(', ');
}
