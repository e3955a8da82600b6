import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of this file as it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The modules whose chunks carry the hint, from the project root as Vite's manifest names them:
 * the entry (index.html) and the project page.
 */
export const HINTED_MODULES = [
  'index.html',
  'src/features/projects/pages/project-details-page.tsx',
] as const;

/**
 * Puts V8's explicit compile hint at the top of the chunk of each of `modules` (by default
 * HINTED_MODULES, which `npm run test:bundle` reads too): the browser then compiles their
 * functions while it streams the files, off the main thread, instead of one by one on the
 * main thread as they first run. Nearly every function of both runs at load (React DOM, the
 * router, the app; the page), and that lazy compiling was a large part of the load's long tasks
 * on a low-tier phone (docs/changelog.md). Swiper, most of the page's chunk, then starts at the
 * first press without compiling. Browsers without the hint read a comment.
 *
 * The hint counts only on the file's first line, and Vite writes a chunk's list of dependencies
 * there (`__vite__mapDeps`) in its own `generateBundle`, after the file names are hashed, so
 * the hint goes in after it, in a `generateBundle` that runs last. The name must still change
 * with the bytes: Hosting caches `/assets/` for a year and a release carries the files of the
 * one before (deploy skew), so one name with two contents would be served stale. The hint is
 * therefore fed to the chunk's hash (`augmentChunkHash`, where the name is still to be
 * computed).
 *
 * A build without one of the modules (the page renamed, or no longer its own chunk) fails
 * here, naming it, rather than ship without the hint unnoticed; `npm run test:bundle` checks
 * the built files. The server build (the prerender) has no use for it.
 */
export function compileHint(modules: readonly string[] = HINTED_MODULES): Plugin {
  let root = '';
  const moduleOf = (chunk: { facadeModuleId: string | null }) =>
    chunk.facadeModuleId === null ? undefined : path.relative(root, chunk.facadeModuleId);
  const hinted = (chunk: { facadeModuleId: string | null }) =>
    modules.includes(moduleOf(chunk) ?? '');
  return {
    name: 'compile-hint',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    augmentChunkHash(chunk) {
      if (hinted(chunk)) return COMPILE_HINT;
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const built = new Set(chunks.map(moduleOf));
        const missing = modules.find((module) => !built.has(module));
        if (missing !== undefined) {
          this.error(
            `No chunk of this build is ${missing}'s, so it carries no V8 compile hint: ` +
              'name the module as it is now in HINTED_MODULES (build/compile-hint.ts).',
          );
        }
        for (const chunk of chunks) {
          if (hinted(chunk) && !chunk.code.startsWith(COMPILE_HINT))
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
