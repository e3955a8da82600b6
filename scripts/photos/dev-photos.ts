/**
 * The dev server's stand-in for scripts/build-images.ts: `npm start` has no build step, so it
 * makes a photo's responsive copy the first time the page asks for it (kept in memory), and
 * serves the data file with photo sizes filled in — the same markup as production, from the
 * same encoder. vite.config.ts loads this file for every build and test run too, so sharp and
 * the schema are imported only when the dev server first needs them.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DATA_FILE_URL } from '../../src/features/projects/data-file';
import { PHOTO_COPY_NAME, type PhotoSize } from '../../src/lib/responsive-image';
import type { Variant } from './photo-encoder';

export function devPhotos(publicDir: string): Plugin {
  const encoded = new Map<string, Promise<Variant[]>>();

  async function copy(pathname: string): Promise<Variant | undefined> {
    const match = PHOTO_COPY_NAME.exec(decodeURIComponent(pathname));
    if (!match?.[1]) return undefined;
    const [, base = '', width, format] = match;
    const dir = path.join(publicDir, path.dirname(base));
    const name = path.basename(base);
    const source = (await readdir(dir).catch(() => [] as string[])).find(
      (file) => /\.(jpe?g|png|webp|avif)$/i.test(file) && file.replace(/\.[^.]+$/, '') === name,
    );
    if (!source) return undefined;
    const file = path.join(dir, source);
    if (!encoded.has(file)) {
      const { encodeVariants } = await import('./photo-encoder');
      encoded.set(
        file,
        readFile(file).then(async (bytes) => (await encodeVariants(bytes)).variants),
      );
    }
    const variants = await encoded.get(file);
    return variants?.find((v) => String(v.width) === width && v.format === format);
  }

  async function dataFile(): Promise<unknown> {
    const [{ parseProjectRecords, projectRecordsFromDataFile }, { photoSizeOf }, plan] =
      await Promise.all([
        import('../../src/features/projects/project-records'),
        import('./photo-encoder'),
        import('./photo-plan'),
      ]);
    const { planPhotos, withPhotoSizes } = plan;
    const data: unknown = JSON.parse(await readFile(path.join(publicDir, DATA_FILE_URL), 'utf8'));
    const { projects } = parseProjectRecords(projectRecordsFromDataFile(data));
    const sizes = new Map<string, PhotoSize>();
    for (const photo of planPhotos(projects).photos) {
      const bytes = await readFile(path.join(publicDir, photo.path)).catch(() => undefined);
      const size = bytes && (await photoSizeOf(bytes).catch(() => undefined));
      if (size) sizes.set(photo.url, size);
    }
    return withPhotoSizes(data, sizes);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === DATA_FILE_URL) {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(await dataFile()));
      return true;
    }
    const variant = await copy(pathname);
    if (!variant) return false;
    response.setHeader('Content-Type', `image/${variant.format}`);
    response.end(variant.data);
    return true;
  }

  return {
    name: 'crossroads-dev-photos',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        handle(request, response).then(
          (handled) => handled || next(),
          (error: unknown) => next(error),
        );
      });
    },
  };
}
