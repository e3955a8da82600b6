/**
 * Photos sent to the office, one a request: cleaned at once with add-project's own encoder
 * (upright, at most 2560 px, no GPS or camera details), then kept in the staging folder under a
 * random token until a save moves them into the project's photo folder. The file's name is
 * only shown back in words: it never decides a path.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PhotoSize } from '../../src/lib/responsive-image.ts';
import { encodeMaster, UnreadablePhoto } from '../../tooling/photo-encoder.ts';
import type { UploadResult } from '../api.ts';
import { writeAtomically } from './files.ts';
import type { OfficePaths } from './office-paths.ts';
import { photoUrl, thumbnailUrl, UPLOAD_PREFIX, uploadToken } from './photo-urls.ts';

/** The most a photo may weigh (docs/office.md says so): a 48 MP phone photo is well under. */
export const UPLOAD_LIMIT_BYTES = 40 * 1024 * 1024;

const HEIC_ADVICE =
  'set the iPhone camera to Most Compatible (Settings, Camera, Formats), or export the photo as JPEG, then add it again';

export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

/** The file name sent, as a person may read it back, or a refusal when it is not a plain name. */
export function uploadName(header: string | undefined): string {
  let name: string;
  try {
    name = decodeURIComponent(header ?? '');
  } catch {
    throw new UploadRefused(
      'The photo’s name could not be read: rename it, then add it again.',
      400,
    );
  }
  if (
    name.trim() === '' ||
    /[\0/\\]/.test(name) ||
    name === '.' ||
    name === '..' ||
    /^[A-Za-z]:/.test(name)
  ) {
    throw new UploadRefused(
      `"${name.replace(/\0/g, '')}" is not a photo’s file name: add the photo itself, named like IMG_1234.jpg.`,
      400,
    );
  }
  return name;
}

export async function stageUpload(
  paths: OfficePaths,
  name: string,
  bytes: Buffer,
): Promise<UploadResult> {
  if (/\.(heic|heif)$/i.test(name)) {
    throw new UploadRefused(
      `${name} is a HEIC photo, which the office cannot read: ${HEIC_ADVICE}.`,
      415,
    );
  }
  let master: { size: PhotoSize; data: Buffer };
  try {
    master = await encodeMaster(bytes);
  } catch (error) {
    if (!(error instanceof UnreadablePhoto)) throw error;
    throw new UploadRefused(
      /HEIC/.test(error.message)
        ? `${name} is a HEIC photo, which the office cannot read: ${HEIC_ADVICE}.`
        : `${name} is not a photo the office can read: add a JPEG, PNG, WebP or AVIF photo.`,
      415,
    );
  }
  const token = randomBytes(16).toString('hex');
  await writeAtomically(path.join(paths.stagingDir, `${token}.webp`), master.data);
  await writeAtomically(
    path.join(paths.stagingDir, `${token}.json`),
    JSON.stringify({ ...master.size, name }),
  );
  const source = `${UPLOAD_PREFIX}${token}`;
  return {
    source,
    thumbnail: thumbnailUrl(source),
    url: photoUrl(source),
    width: master.size.width,
    height: master.size.height,
  };
}

/** A staged photo's cleaned bytes and size, or undefined when it is not (or no longer) there. */
export async function stagedPhoto(
  paths: OfficePaths,
  source: string,
): Promise<{ data: Buffer; size: PhotoSize } | undefined> {
  const token = uploadToken(source);
  if (token === undefined) return undefined;
  try {
    const data = await readFile(path.join(paths.stagingDir, `${token}.webp`));
    const { width, height } = JSON.parse(
      await readFile(path.join(paths.stagingDir, `${token}.json`), 'utf8'),
    ) as PhotoSize;
    return { data, size: { width, height } };
  } catch {
    return undefined;
  }
}

/** Photos added but never saved wait a day, then go: each start of the office clears them. */
export async function clearOldUploads(paths: OfficePaths, now = Date.now()): Promise<void> {
  const files = await readdir(paths.stagingDir).catch(() => [] as string[]);
  for (const file of files) {
    const full = path.join(paths.stagingDir, file);
    const { mtimeMs } = await stat(full).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > 24 * 60 * 60 * 1000) await rm(full, { force: true });
  }
}
