import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of this file as it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The project page's module, from the project root (as Vite's manifest names it). */
export const PROJECT_PAGE_MODULE = 'src/features/projects/pages/project-details-page.tsx';

/**
 * Puts V8's explicit compile hint at the top of the project page's chunk: the browser then
 * compiles its functions while it streams the file, off the main thread, instead of one by one
 * as they first run. Swiper's first start, on a page whose first carousel is near the screen at
 * load, was one long task on a low-tier phone, most of it V8 compiling Swiper's code
 * (docs/performance.md). Browsers without it read a comment.
 *
 * The hint counts only on the file's first line, and Vite writes a chunk's list of dependencies
 * there (`__vite__mapDeps`) in its own `generateBundle`, after the file names are hashed, so
 * the hint goes in after it, in a `generateBundle` that runs last. The name must still change
 * with the bytes: Hosting caches `/assets/` for a year and a release carries the files of the
 * one before (deploy skew), so one name with two contents would be served stale. The hint is
 * therefore fed to the chunk's hash (`augmentChunkHash`, where the name is still to be
 * computed).
 *
 * A build without the module (renamed, or no longer its own chunk) fails here, naming it,
 * rather than ship without the hint unnoticed; `npm run test:bundle` checks the built file.
 * The server build (the prerender) has no use for it.
 */
export function compileHint(module = PROJECT_PAGE_MODULE): Plugin {
  let root = '';
  const isPage = (id: string | null) => id !== null && path.relative(root, id) === module;
  return {
    name: 'compile-hint',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    augmentChunkHash(chunk) {
      if (isPage(chunk.facadeModuleId)) return COMPILE_HINT;
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunk = Object.values(bundle).find(
          (file) => file.type === 'chunk' && isPage(file.facadeModuleId),
        );
        if (chunk?.type !== 'chunk') {
          this.error(
            `No chunk of this build is ${module}'s, so none carries V8's compile hint: ` +
              "give compileHint() (build/compile-hint.ts) the project page's module.",
          );
        }
        if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
