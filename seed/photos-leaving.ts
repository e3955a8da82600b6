/**
 * The photos a change takes off the site: those the records named before and no record names
 * after, wherever under public/ they are. A take-down, or a photo removed from a project,
 * deletes exactly these; a photo another project still shows stays.
 */
import { localPhotoPath } from '../src/lib/responsive-image';
import { imagePhotos } from '../tooling/record-photos';

/** Files relative to public/ that `before` names and `after` does not, in the order named. */
export function photosLeaving(before: readonly unknown[], after: readonly unknown[]): string[] {
  const kept = new Set(after.flatMap(photoFilesOf));
  return [...new Set(before.flatMap(photoFilesOf))].filter((file) => !kept.has(file));
}

/** The local photo files one record names: every image's photo and its before photo. */
export function photoFilesOf(record: unknown): string[] {
  const images = isObject(record) && Array.isArray(record.images) ? record.images : [];
  return images.flatMap((image) =>
    isObject(image) && typeof image.url === 'string'
      ? imagePhotos({
          url: image.url,
          before_url: typeof image.before_url === 'string' ? image.before_url : undefined,
        }).flatMap(({ url }) => localPhotoPath(url) ?? [])
      : [],
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
