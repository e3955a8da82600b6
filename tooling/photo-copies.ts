/**
 * A photo's responsive copies made on request, as the build makes them on disk: the copy a
 * page asks for by name (`kitchen-1-480.avif`, `src/lib/responsive-image.ts`) is made from the
 * photo of that base name beside it, all its copies at once (kept in memory). The dev server
 * (`npm start`) and the office's card preview both serve photos this way.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_COPY_NAME } from '../src/lib/responsive-image';
import { encodeVariants, type Variant } from './photo-encoder';

const PHOTO = /\.(jpe?g|png|webp|avif)$/i;

/** Answers a copy's path (URL-encoded, from `dir`) with the copy, or undefined when it is none. */
export function photoCopies(dir: string): (pathname: string) => Promise<Variant | undefined> {
  const encoded = new Map<string, Promise<Variant[]>>();
  return async (pathname) => {
    let name: string;
    try {
      name = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const match = PHOTO_COPY_NAME.exec(name);
    if (!match?.[1]) return undefined;
    const [, base = '', width, format] = match;
    const folder = path.join(dir, path.dirname(base));
    // A name never leads out of the folder served.
    if (path.relative(dir, folder).split(path.sep).includes('..')) return undefined;
    const stem = path.basename(base);
    const source = (await readdir(folder).catch(() => [] as string[])).find(
      (file) => PHOTO.test(file) && file.replace(/\.[^.]+$/, '') === stem,
    );
    if (!source) return undefined;
    const file = path.join(folder, source);
    if (!encoded.has(file)) {
      encoded.set(
        file,
        readFile(file).then(async (bytes) => (await encodeVariants(bytes)).variants),
      );
    }
    const variants = await encoded.get(file);
    return variants?.find((v) => String(v.width) === width && v.format === format);
  };
}
