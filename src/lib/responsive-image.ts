/**
 * Local photos — root-relative URLs of JPEG, PNG, WebP or AVIF files under public/, of any
 * size — are never served as they are: the build (build/build-images.ts) writes upright,
 * metadata-free AVIF and WebP copies that fit inside each of PHOTO_WIDTHS (and ZOOM_WIDTH for
 * a photo larger than the largest of them), named `<name>-<width>.<format>` beside the
 * original, and leaves the original out of dist/. Any other URL — an https one from
 * Firestore, say — is shown as it is.
 *
 * This module is pure and shared by the browser, the build, the dev server, the seed,
 * add-project and the tests, so they agree on which URLs are local photos, which copies a
 * photo has (`photoCopies`) and what they are called.
 */
/** The copies pages choose from (`srcset`). */
export const PHOTO_WIDTHS = [480, 800, 1280] as const;
/**
 * The copy behind a zoomed photo in the viewer, fetched only when the visitor zooms: made only
 * for a photo larger than the largest of PHOTO_WIDTHS, and never enlarged.
 */
export const ZOOM_WIDTH = 2560;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
type PhotoCopy = { width: number; format: PhotoFormat };

const LARGEST_WIDTH = Math.max(...PHOTO_WIDTHS);

/** A photo larger than the largest page copy gets a zoom copy. */
export function hasZoomCopy(photo: PhotoSize): boolean {
  return Math.max(photo.width, photo.height) > LARGEST_WIDTH;
}

/** Every copy the build makes of a photo of this size: each width in each format. */
export function photoCopies(photo: PhotoSize): PhotoCopy[] {
  const widths = hasZoomCopy(photo) ? [...PHOTO_WIDTHS, ZOOM_WIDTH] : PHOTO_WIDTHS;
  return widths.flatMap((width) => PHOTO_FORMATS.map((format) => ({ width, format })));
}

/** The name of a copy (`kitchen-1-480.avif`): base name, width and format. */
export const PHOTO_COPY_NAME = new RegExp(
  `^(.*)-(${[...PHOTO_WIDTHS, ZOOM_WIDTH].join('|')})\\.(${PHOTO_FORMATS.join('|')})$`,
);

/** The copy an `<img>` falls back to where `srcset` is not understood. */
const FALLBACK_WIDTH = 800;

export type PhotoSize = { width: number; height: number };

/** The frame every photo is drawn in (16:9); also the size assumed when a record gives none. */
const PHOTO_SIZE: PhotoSize = { width: 1280, height: 720 };

/** A photo as records give it: its URL and, for local photos the build measured, its size. */
export type Photo = { url: string; width?: number | undefined; height?: number | undefined };

export function photoSize(photo: Photo): PhotoSize {
  return photo.width && photo.height ? { width: photo.width, height: photo.height } : PHOTO_SIZE;
}

/**
 * How a photo fills a 16:9 frame: a landscape photo (4:3 to 16:9 and a little wider) fills it edge to edge; a
 * portrait or panorama is shown whole, centred, rather than cropped to a strip.
 */
export function frameFit(photo: Photo): 'cover' | 'contain' {
  const { width, height } = photoSize(photo);
  const ratio = width / height / (PHOTO_SIZE.width / PHOTO_SIZE.height);
  return ratio >= 0.7 && ratio <= 1.5 ? 'cover' : 'contain';
}

const PHOTO_EXTENSION = /\.(?:jpe?g|png|webp|avif)$/i;

/**
 * The file a local photo URL names, relative to public/ and decoded (`%20` → space), or
 * undefined when the URL is not a local photo: absolute, with a query or fragment, outside
 * public/ (`..`), badly encoded, or not one of the supported formats.
 */
export function localPhotoPath(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//') || /[?#\\]/.test(url)) return undefined;
  let segments: string[];
  try {
    segments = url.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return undefined;
  }
  const file = segments.join('/');
  return PHOTO_EXTENSION.test(file) && !/[\\/]/.test(segments.join('')) ? file : undefined;
}

export function isLocalPhoto(url: string): boolean {
  return localPhotoPath(url) !== undefined;
}

/** `photos/a/IMG 1.JPG`, 480, avif → `photos/a/IMG 1-480.avif` (a path, not a URL). */
export function variantPath(photoPath: string, width: number, format: PhotoFormat): string {
  return `${photoPath.replace(PHOTO_EXTENSION, '')}-${width}.${format}`;
}

/** `/photos/a/IMG%201.JPG`, 480, avif → `/photos/a/IMG%201-480.avif`. */
export function variantUrl(url: string, width: number, format: PhotoFormat): string {
  const file = localPhotoPath(url);
  if (file === undefined) throw new Error(`${url} is not a local photo`);
  return `/${variantPath(file, width, format).split('/').map(encodeURIComponent).join('/')}`;
}

/** The size of a photo's copy for one width: it fits inside width × width, never enlarged. */
export function variantSize(photo: PhotoSize, width: number): PhotoSize {
  const scale = Math.min(1, width / Math.max(photo.width, photo.height));
  return {
    width: Math.max(1, Math.round(photo.width * scale)),
    height: Math.max(1, Math.round(photo.height * scale)),
  };
}

/**
 * A `srcset` whose `w` descriptors are the copies' real widths (a small photo repeats none);
 * with `zoom`, the zoom copy too when the photo has one.
 */
export function variantSrcSet(
  url: string,
  format: PhotoFormat,
  photo: PhotoSize,
  { zoom = false } = {},
): string {
  const seen = new Set<number>();
  const candidates: string[] = [];
  const widths = zoom && hasZoomCopy(photo) ? [...PHOTO_WIDTHS, ZOOM_WIDTH] : PHOTO_WIDTHS;
  for (const width of widths) {
    const actual = variantSize(photo, width).width;
    if (seen.has(actual)) continue;
    seen.add(actual);
    candidates.push(`${variantUrl(url, width, format)} ${actual}w`);
  }
  return candidates.join(', ');
}

export function fallbackVariantUrl(url: string): string {
  return variantUrl(url, FALLBACK_WIDTH, 'webp');
}

/** The largest copy, for share previews (Open Graph) and structured data. */
export function largestVariant(url: string, photo: PhotoSize): { url: string } & PhotoSize {
  return { url: variantUrl(url, LARGEST_WIDTH, 'webp'), ...variantSize(photo, LARGEST_WIDTH) };
}
