/**
 * The URLs the office serves photos at. A photo on the site keeps its own URL (its responsive
 * copies beside it, `…-480.avif`, as the site names them); a photo waiting for a save is served
 * under /staged/; each has a small upright thumbnail under /thumbnails/.
 */
import { isLocalPhoto } from '../../src/lib/responsive-image.ts';

export const UPLOAD_PREFIX = 'upload:';
export const STAGED_PREFIX = '/staged/';
export const THUMBNAIL_PREFIX = '/thumbnails';

/** `upload:TOKEN` → `TOKEN`, or undefined for anything else. */
export function uploadToken(source: string): string | undefined {
  if (!source.startsWith(UPLOAD_PREFIX)) return undefined;
  const token = source.slice(UPLOAD_PREFIX.length);
  return /^[0-9a-f]{32}$/.test(token) ? token : undefined;
}

/** Where a bin's photo (a site URL or an upload's token) is served whole. */
export function photoUrl(source: string): string {
  const token = uploadToken(source);
  return token === undefined ? source : `${STAGED_PREFIX}${token}.webp`;
}

export function thumbnailUrl(source: string): string {
  const url = photoUrl(source);
  return isLocalPhoto(url) ? `${THUMBNAIL_PREFIX}${url}` : url;
}
