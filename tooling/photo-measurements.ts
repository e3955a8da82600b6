/**
 * The size of every local photo a record names, measured from its file as a person sees it
 * (EXIF orientation applied, as the photo encoder turns it), and set on the record's image
 * entries: `width`, `height` for `url`, `before_width`, `before_height` for `before_url`.
 *
 * A project has one shape wherever it is: the build fills sizes into the records it checks and
 * prerenders, the dev server into what it serves, and every Firestore write (seed, publish,
 * undo) into what it writes, all with `fillPhotoSizes`. The seed's and pull's comparisons fill
 * every side with the same measurements (`withPhotoSizes`), so a size is never a difference
 * between the data file and Firestore: it follows from the photo, not from anyone's edit.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { localPhotoPath, type PhotoSize } from '../src/lib/responsive-image';
import { photoSizeOf, UnreadablePhoto } from './photo-encoder';

/** Measured sizes, by URL as records write it. */
export type PhotoSizes = ReadonlyMap<string, PhotoSize>;

/** A local photo that could not be measured, and why; its entries keep the sizes they had. */
type UnmeasuredPhoto = { url: string; message: string };

/**
 * `data` (a data file, records or documents: any JSON) with each measurable local photo's
 * size set on its entries, and the photos that could not be measured. The build refuses those
 * (it must deliver every photo); the seed checks only that they exist (./seed/photos.ts).
 */
export async function fillPhotoSizes<T>(
  data: T,
  publicDir: string,
): Promise<{ data: T; sizes: Map<string, PhotoSize>; unmeasured: UnmeasuredPhoto[] }> {
  const { sizes, unmeasured } = await measurePhotos(localPhotoUrls(data), publicDir);
  return { data: withPhotoSizes(data, sizes), sizes, unmeasured };
}

/** Every local photo URL (`url`, `before_url`) that `data` names, at any depth. */
export function localPhotoUrls(data: unknown): Set<string> {
  const urls = new Set<string>();
  JSON.stringify(data, (_key, value: unknown) => {
    if (isImageEntry(value)) {
      for (const url of [value.url, value.before_url]) {
        if (typeof url === 'string' && localPhotoPath(url) !== undefined) urls.add(url);
      }
    }
    return value;
  });
  return urls;
}

/** Reads each local photo's header under `publicDir`: its upright size, or why there is none. */
export async function measurePhotos(
  urls: Iterable<string>,
  publicDir: string,
): Promise<{ sizes: Map<string, PhotoSize>; unmeasured: UnmeasuredPhoto[] }> {
  const sizes = new Map<string, PhotoSize>();
  const unmeasured: UnmeasuredPhoto[] = [];
  for (const url of urls) {
    const file = localPhotoPath(url);
    if (file === undefined) continue;
    try {
      sizes.set(url, await photoSizeOf(await readFile(path.join(publicDir, file))));
    } catch (error) {
      if (error instanceof UnreadablePhoto) unmeasured.push({ url, message: error.message });
      else if (isMissing(error))
        unmeasured.push({ url, message: `does not exist: no file ${file}` });
      else throw error;
    }
  }
  return { sizes, unmeasured };
}

/**
 * `data` with each measured photo's size set on its entries (replacing any size given: the
 * file is what the build's copies are made from). Other entries are left as they are.
 */
export function withPhotoSizes<T>(data: T, sizes: PhotoSizes): T {
  return mapImageEntries(data, (entry) => {
    const size = sizes.get(String(entry.url));
    const before = sizes.get(String(entry.before_url));
    return {
      ...entry,
      ...size,
      ...(before && entry.before_url !== undefined
        ? { before_width: before.width, before_height: before.height }
        : {}),
    };
  });
}

/**
 * `data` without the sizes that `withPhotoSizes` would set anyway: what pull writes into the
 * data file, which holds only what the company wrote. A size that differs from the measured
 * one (say, of an https photo) stays.
 */
export function withoutMeasuredSizes<T>(data: T, sizes: PhotoSizes): T {
  return mapImageEntries(data, (entry) => {
    const copy = { ...entry };
    const size = sizes.get(String(entry.url));
    if (size && copy.width === size.width && copy.height === size.height) {
      delete copy.width;
      delete copy.height;
    }
    const before = entry.before_url === undefined ? undefined : sizes.get(String(entry.before_url));
    if (before && copy.before_width === before.width && copy.before_height === before.height) {
      delete copy.before_width;
      delete copy.before_height;
    }
    return copy;
  });
}

type ImageEntry = Record<string, unknown> & { url: unknown };

function isImageEntry(value: unknown): value is ImageEntry {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'url' in value;
}

function mapImageEntries<T>(data: T, map: (entry: ImageEntry) => ImageEntry): T {
  if (data === undefined) return data;
  return JSON.parse(JSON.stringify(data), (_key, value: unknown) =>
    isImageEntry(value) ? map(value) : value,
  ) as T;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
