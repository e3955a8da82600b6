/**
 * The photos the screen shows: small upright thumbnails (made once, kept in the office's cache
 * by the photo's content), and the site's responsive copies for the card preview, as the dev
 * server makes them (tooling/photo-copies.ts). Only photos under public/ and the staging folder
 * are served, and only by names that stay inside them.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { localPhotoPath } from '../../src/lib/responsive-image.ts';
import { photoCopies } from '../../tooling/photo-copies.ts';
import type { Variant } from '../../tooling/photo-encoder.ts';
import { writeAtomically } from './files.ts';
import type { OfficePaths } from './office-paths.ts';
import { STAGED_PREFIX } from './photo-urls.ts';

/** A thumbnail's long side: sharp on a 2× screen in a list row or a bin. */
const THUMBNAIL_SIDE = 320;

type PhotoServer = {
  /** The thumbnail of the photo at this URL (`/assets/…` or `/staged/…`). */
  thumbnail(url: string): Promise<Buffer | undefined>;
  /** A responsive copy (`…-480.avif`) of a photo under public/ or staged. */
  copy(pathname: string): Promise<Variant | undefined>;
};

export function photoServer(paths: OfficePaths): PhotoServer {
  const siteCopies = photoCopies(paths.publicDir);
  const stagedCopies = photoCopies(paths.stagingDir);
  return {
    async thumbnail(url) {
      const file = photoFile(paths, url);
      const bytes = file && (await readFile(file).catch(() => undefined));
      if (!bytes) return undefined;
      const key = createHash('sha256').update(bytes).digest('hex');
      const cached = path.join(paths.thumbnailDir, `${key}.webp`);
      const hit = await readFile(cached).catch(() => undefined);
      if (hit) return hit;
      const made = await sharp(bytes)
        .autoOrient()
        .resize({
          width: THUMBNAIL_SIDE,
          height: THUMBNAIL_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 75 })
        .toBuffer()
        .catch(() => undefined);
      if (made) await writeAtomically(cached, made);
      return made;
    },
    copy(pathname) {
      return pathname.startsWith(STAGED_PREFIX)
        ? stagedCopies(pathname.slice(STAGED_PREFIX.length))
        : siteCopies(pathname.slice(1));
    },
  };
}

/** The file a photo URL names, inside public/ or the staging folder, or undefined. */
function photoFile(paths: OfficePaths, url: string): string | undefined {
  const [dir, inner] = url.startsWith(STAGED_PREFIX)
    ? [paths.stagingDir, url.slice(STAGED_PREFIX.length - 1)]
    : [paths.publicDir, url];
  const file = localPhotoPath(inner);
  if (file === undefined) return undefined;
  const full = path.resolve(dir, file);
  return full.startsWith(`${dir}${path.sep}`) ? full : undefined;
}
