/**
 * The dev server's stand-in for the build's photos and data: `npm start` has no build step, so
 * it makes a photo's responsive copy the first time the page asks for it (kept in memory), and
 * serves the data file with photo sizes filled in, and each page's data file derived from it
 * (src/features/projects/page-data.ts), as firebase.json's Hosting serves them — the same
 * markup as production, from the same encoder and the same derivation. The data is read afresh
 * at each request, so an edit to data.json shows at the next page load.
 *
 * vite.config.ts loads this file for every build and test run too, and Vite bundles the config
 * with everything it imports, `import()`s included. So the encoder (sharp), its measurements and
 * the schema are loaded through the dev server's own module runner when a request first
 * needs them, which no build or test run does; the config stays free of them, and editing them
 * under `npm start` does not restart the server.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerModuleRunner, type Plugin, type ViteDevServer } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import { DATA_FILE_URL, PAGE_DATA_DIR } from '../../src/features/projects/data-file.ts';
import type * as PageData from '../../src/features/projects/page-data.ts';
import type * as ProjectRecords from '../../src/features/projects/project-records.ts';
import type * as PhotoCopies from '../../tooling/photo-copies.ts';
import type * as PhotoEncoder from '../../tooling/photo-encoder.ts';
import type { Variant } from '../../tooling/photo-encoder.ts';
import type * as PhotoMeasurements from '../../tooling/photo-measurements.ts';

type Modules = {
  'tooling/photo-encoder.ts': typeof PhotoEncoder;
  'tooling/photo-measurements.ts': typeof PhotoMeasurements;
  'tooling/photo-copies.ts': typeof PhotoCopies;
  'src/features/projects/project-records.ts': typeof ProjectRecords;
  'src/features/projects/page-data.ts': typeof PageData;
};

/** Loads a module of the repository (named from its root) the way `import()` would. */
type Load = <File extends keyof Modules>(file: File) => Promise<Modules[File]>;

export function devPhotos(publicDir: string): Plugin {
  return {
    name: 'crossroads-dev-photos',
    apply: 'serve',
    configureServer(server) {
      const handle = photoRequests(publicDir, moduleLoader(server));
      server.middlewares.use((request, response, next) => {
        handle(request, response).then(
          (handled) => handled || next(),
          (error: unknown) => next(error),
        );
      });
    },
  };
}

/**
 * Runs a module the way `import()` would, in the dev server's Node environment (again after an
 * edit), where the config's bundler does not follow it.
 */
function moduleLoader(server: ViteDevServer): Load {
  let runner: ModuleRunner | undefined;
  return async (file) => {
    // The SSR environment's own runner would log "(ssr) connected." into `npm start`'s output.
    runner ??= createServerModuleRunner(server.environments.ssr, { hmr: { logger: false } });
    const module: unknown = await runner.import(
      fileURLToPath(new URL(`../../${file}`, import.meta.url)),
    );
    return module as Modules[typeof file];
  };
}

/** The requests the plugin answers: true when it answered. */
function photoRequests(
  publicDir: string,
  load: Load,
): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  let copies: Promise<(pathname: string) => Promise<Variant | undefined>> | undefined;
  async function copy(pathname: string): Promise<Variant | undefined> {
    copies ??= load('tooling/photo-copies.ts').then(({ photoCopies }) => photoCopies(publicDir));
    return (await copies)(pathname);
  }

  /**
   * The data file as the build completes it, and every page's data file derived from it: made
   * again when the data file's text changes.
   */
  let made: { text: string; files: Promise<Map<string, unknown>> } | undefined;
  async function dataFiles(): Promise<Map<string, unknown>> {
    const text = await readFile(path.join(publicDir, DATA_FILE_URL), 'utf8');
    if (made?.text !== text) made = { text, files: makeDataFiles(text) };
    return made.files;
  }

  async function makeDataFiles(text: string): Promise<Map<string, unknown>> {
    const [{ parseProjectRecords, projectRecordsFromDataFile }, { fillPhotoSizes }, pages] =
      await Promise.all([
        load('src/features/projects/project-records.ts'),
        load('tooling/photo-measurements.ts'),
        load('src/features/projects/page-data.ts'),
      ]);
    // As the build completes it; a photo that cannot be measured keeps the 16:9 default.
    const { data: completed } = await fillPhotoSizes(JSON.parse(text) as unknown, publicDir);
    const built = parseProjectRecords(projectRecordsFromDataFile(completed)).projects;
    return new Map([[DATA_FILE_URL, completed], ...pages.pageDataFiles(built)]);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === DATA_FILE_URL || pathname.startsWith(`${PAGE_DATA_DIR}/`)) {
      const files = await dataFiles();
      // firebase.json's rewrite: a project with no file of its own is answered `null`.
      const answer = files.has(pathname)
        ? files.get(pathname)
        : pathname.startsWith(`${PAGE_DATA_DIR}/projects/`)
          ? null
          : undefined;
      if (answer === undefined) return false;
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(answer));
      return true;
    }
    const variant = await copy(pathname);
    if (!variant) return false;
    response.setHeader('Content-Type', `image/${variant.format}`);
    response.end(variant.data);
    return true;
  }

  return handle;
}
