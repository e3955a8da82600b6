import { describe, expect, it } from 'vitest';
import { chunkOfFile, entryChunks, staticClosure, type ViteManifest } from '../vite-manifest';

// The shape of this site's manifest: an entry, a lazy page with a chunk of its own, and a
// chunk both import (imports form a diamond, and the lazy page imports the entry back).
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/page.tsx'],
  },
  '_shared.js': { file: 'assets/shared-B.js', imports: [] },
  'src/page.tsx': {
    file: 'assets/page-C.js',
    imports: ['index.html', '_shared.js', '_page-only.js'],
    css: ['assets/page-C.css'],
  },
  '_page-only.js': {
    file: 'assets/page-only-D.js',
    imports: ['_shared.js'],
    css: ['assets/d.css'],
  },
};
const files = (chunks: { file: string }[]) => chunks.map((chunk) => chunk.file);

describe('the Vite manifest', () => {
  it('finds the entry and a chunk by its output file', () => {
    expect(files(entryChunks(manifest))).toEqual(['assets/index-A.js']);
    expect(chunkOfFile(manifest, 'assets/page-C.js')).toBe(manifest['src/page.tsx']);
    expect(chunkOfFile(manifest, 'assets/nothing.js')).toBeUndefined();
  });

  it('walks static imports once each, never dynamic ones', () => {
    expect(files(staticClosure(manifest, entryChunks(manifest)))).toEqual([
      'assets/index-A.js',
      'assets/shared-B.js',
    ]);
  });

  it('leaves out what is already loaded, and what only that imports', () => {
    const loaded = new Set(files(staticClosure(manifest, entryChunks(manifest))));
    const page = manifest['src/page.tsx'];
    expect(page).toBeDefined();
    expect(files(staticClosure(manifest, page ? [page] : [], loaded))).toEqual([
      'assets/page-C.js',
      'assets/page-only-D.js',
    ]);
  });
});
