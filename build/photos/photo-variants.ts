/**
 * Writes the responsive copies of every planned photo into the output folder, reusing
 * copies cached by content: a rebuild after adding one project encodes only its photos.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { photoCopies, variantPath, type PhotoSize } from '../../src/lib/responsive-image';
import {
  ENCODER_VERSION,
  encodeVariants,
  UnreadablePhoto,
  type Variant,
} from '../../tooling/photo-encoder';
import type { PhotoProblem, PlannedPhoto } from './photo-plan';

type VariantsResult = {
  encoded: number;
  fromCache: number;
  problems: PhotoProblem[];
};

type Folders = { publicDir: string; outDir: string; cacheDir: string };

export async function writePhotoVariants(
  photos: readonly PlannedPhoto[],
  folders: Folders,
): Promise<VariantsResult> {
  const result: VariantsResult = { encoded: 0, fromCache: 0, problems: [] };
  let next = 0;
  const worker = async () => {
    for (let photo = photos[next++]; photo; photo = photos[next++]) {
      try {
        const { cached } = await deliver(photo, folders);
        if (cached) result.fromCache += 1;
        else result.encoded += 1;
      } catch (error) {
        if (!(error instanceof UnreadablePhoto)) throw error;
        for (const id of photo.usedBy) {
          result.problems.push({ id, url: photo.url, message: error.message });
        }
      }
    }
  };
  // sharp is multi-threaded itself; one photo per core keeps both busy without thrashing.
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return result;
}

async function deliver(
  photo: PlannedPhoto,
  { publicDir, outDir, cacheDir }: Folders,
): Promise<{ cached: boolean }> {
  const source = await readFile(path.join(publicDir, photo.path)).catch((error: unknown) => {
    if (isMissing(error)) throw new UnreadablePhoto(`does not exist: no file public/${photo.path}`);
    throw error;
  });
  const key = createHash('sha256').update(ENCODER_VERSION).update(source).digest('hex');
  const entry = path.join(cacheDir, key.slice(0, 32));

  let size = await readCached(entry);
  const cached = size !== undefined;
  if (!size) {
    const encoded = await encodeVariants(source);
    await writeCache(entry, encoded.size, encoded.variants);
    size = encoded.size;
  }
  for (const { width, format } of photoCopies(size)) {
    const target = path.join(outDir, variantPath(photo.path, width, format));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await readFile(path.join(entry, `${width}.${format}`)));
  }
  // The original may be a camera file: megabytes, with GPS. It never ships.
  await rm(path.join(outDir, photo.path), { force: true });
  return { cached };
}

const CACHED_SIZE = 'size.json';

async function readCached(entry: string): Promise<PhotoSize | undefined> {
  try {
    const size = JSON.parse(await readFile(path.join(entry, CACHED_SIZE), 'utf8')) as PhotoSize;
    return size.width > 0 && size.height > 0 ? size : undefined;
  } catch {
    return undefined;
  }
}

async function writeCache(entry: string, size: PhotoSize, variants: Variant[]): Promise<void> {
  await mkdir(entry, { recursive: true });
  for (const { width, format, data } of variants) {
    await writeFile(path.join(entry, `${width}.${format}`), data);
  }
  // Written last: an entry with a size is complete.
  await writeFile(path.join(entry, CACHED_SIZE), JSON.stringify(size));
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
