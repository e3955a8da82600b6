/**
 * Vite's build manifest (`dist/.vite/manifest.json`): which file each module became and what
 * it imports. The prerender, the bundle check and the performance report all read it here.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  /** Keys of the chunks it imports statically: the browser loads them with it. */
  imports?: string[];
  /** Keys of the chunks it loads on demand. */
  dynamicImports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

export async function readViteManifest(dist: string): Promise<ViteManifest> {
  return JSON.parse(
    await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
}

/** The chunks the app's entry points are. */
export function entryChunks(manifest: ViteManifest): ManifestChunk[] {
  return Object.values(manifest).filter((chunk) => chunk.isEntry);
}

/** The chunk an output file (`assets/index-AbC123.js`) belongs to. */
export function chunkOfFile(manifest: ViteManifest, file: string): ManifestChunk | undefined {
  return Object.values(manifest).find((chunk) => chunk.file === file);
}

/**
 * Everything the browser loads with these chunks before any dynamic import: the chunks and
 * all they import statically, each once, in the order first reached. Chunks in `skip` (and
 * what only they import) are left out.
 */
export function staticClosure(
  manifest: ViteManifest,
  start: Iterable<ManifestChunk>,
  skip: ReadonlySet<string> = new Set(),
): ManifestChunk[] {
  const seen = new Set<string>(skip);
  const reached: ManifestChunk[] = [];
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    reached.push(chunk);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
  };
  for (const chunk of start) visit(chunk);
  return reached;
}
