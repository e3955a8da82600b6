/**
 * One chunk for a page's first load. Rolldown splits modules into chunks by the set of entry
 * points (the app and each lazy page or component) that reach them, so every lazy chunk that
 * shares modules with the first load (React's JSX runtime, shared components and styles) would
 * cut the first load into more, smaller chunks, each a request that compresses worse on its
 * own. This group puts every module the app's entry imports statically into one chunk; lazy
 * chunks import from it, and what only lazy code uses is still split automatically.
 */
import type { Rolldown } from 'vite';

type NameFunction = Extract<
  NonNullable<Rolldown.CodeSplittingGroup['name']>,
  (...args: never[]) => unknown
>;
type ChunkingContext = Parameters<NameFunction>[1];

const FIRST_LOAD_CHUNK = 'index';
export function firstLoadChunk(): Rolldown.CodeSplittingGroup {
  // Per chunking pass (the context object is that pass's): is a module in the first load?
  const passes = new WeakMap<ChunkingContext, Map<string, boolean>>();
  return {
    // The bundler's timing report names a group by this when its name is a function.
    debugName: 'first load',
    name(moduleId, ctx) {
      let known = passes.get(ctx);
      if (!known) {
        known = new Map();
        passes.set(ctx, known);
      }
      return inFirstLoad(moduleId, ctx, known) ? FIRST_LOAD_CHUNK : null;
    },
  };
}

/** Whether a chain of static imports leads from an entry point to the module. */
function inFirstLoad(id: string, ctx: ChunkingContext, known: Map<string, boolean>): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  known.set(id, false); // an import cycle adds nothing
  const info = ctx.getModuleInfo(id);
  const result =
    info !== null &&
    (info.isEntry || info.importers.some((importer) => inFirstLoad(importer, ctx, known)));
  known.set(id, result);
  return result;
}
