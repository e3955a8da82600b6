import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialJsBytes } from '../initial-js';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'initial-js-'));
});
afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

/** Writes `files` into the build, each of a different content (so gzip sizes differ). */
async function built(files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), content);
  }
}
const gzipped = (...contents: string[]) =>
  contents.reduce((sum, content) => sum + gzipSync(content).length, 0);

describe('initialJsBytes', () => {
  it('counts the entry module, preloads and their static imports, once each; not code fetched ahead at low priority', async () => {
    const code = {
      entry: 'import "./vendor.js"; the app;',
      vendor: 'react and friends;'.repeat(20),
      page: 'import "./vendor.js"; the details page;',
      viewer: 'the photo viewer, loaded on demand;',
    };
    await built({
      'assets/index-A.js': code.entry,
      'assets/vendor-B.js': code.vendor,
      'assets/page-C.js': code.page,
      'assets/viewer-D.js': code.viewer,
      '.vite/manifest.json': JSON.stringify({
        'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_vendor'] },
        _vendor: { file: 'assets/vendor-B.js' },
        'src/page.tsx': {
          file: 'assets/page-C.js',
          imports: ['_vendor'],
          dynamicImports: ['src/viewer.tsx'],
        },
        'src/viewer.tsx': { file: 'assets/viewer-D.js' },
      }),
      'project.html': `<head><link rel="modulepreload" crossorigin href="/assets/page-C.js" />
        <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/viewer-D.js" /></head>
        <body><script type="module" crossorigin src="/assets/index-A.js"></script></body>`,
    });

    expect(await initialJsBytes(dist, 'project.html')).toBe(
      gzipped(code.entry, code.vendor, code.page),
    );
  });
});
