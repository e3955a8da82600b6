import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of this file as it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's explicit compile hint at the top of the project page's chunk: the browser then
 * compiles its functions while it streams the file, off the main thread, instead of one by one
 * as they first run. Swiper's first start, on a page whose first carousel is near the screen at
 * load, was one long task on a low-tier phone, most of it V8 compiling Swiper's code
 * (docs/performance.md). The hint counts only on the file's first line, where Vite writes the
 * list of a chunk's dependencies as it finishes the bundle, so it goes in once the files are
 * written. Browsers without it read a comment.
 */
export function compileHint(chunkName = 'project-details-page'): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || file.name !== chunkName) continue;
        const written = path.join(options.dir ?? '', file.fileName);
        const code = readFileSync(written, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) writeFileSync(written, `${COMPILE_HINT}\n${code}`);
      }
    },
  };
}
