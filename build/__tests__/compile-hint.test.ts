import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint } from '../compile-hint';

/**
 * A small site as Vite builds it: an entry that loads a page on demand, and the page a viewer
 * with a stylesheet, so Vite writes the page's list of dependencies (`__vite__mapDeps`) on its
 * first line.
 */
let root = '';
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
  const files = {
    'index.html': '<script type="module" src="/main.js"></script>',
    'main.js': "import('./page.js').then((page) => page.show());",
    'page.js': "export const show = () => import('./viewer.js').then((viewer) => viewer.open());",
    'viewer.js': 'import "./viewer.css"; export const open = () => document.body.append("viewer");',
    'viewer.css': 'body { color: black; }',
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(root, name), code);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The built chunks by the module each was made from (`page.js`). */
async function built(plugins: Plugin[]): Promise<Map<string, Rolldown.OutputChunk>> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false },
  })) as Rolldown.RolldownOutput;
  return new Map(
    output.output.flatMap((file) =>
      file.type === 'chunk' && file.facadeModuleId
        ? [[path.relative(root, file.facadeModuleId), file] as const]
        : [],
    ),
  );
}

/** The small site's modules to hint, as the site's: its entry and its page. */
const HINTED = ['index.html', 'page.js'];

describe('compileHint', () => {
  it("puts V8's hint on the first line of the page's chunk, above Vite's dependency list, and of the entry's, and nowhere else", async () => {
    const chunks = await built([compileHint(HINTED)]);
    const [first, second] = chunks.get('page.js')?.code.split('\n') ?? [];
    expect(first).toBe(COMPILE_HINT);
    expect(second).toMatch(/^const __vite__mapDeps=/);
    expect(chunks.get('index.html')?.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(chunks.get('viewer.js')?.code).not.toContain(COMPILE_HINT);
  });

  it("gives the page's chunk another name than the same code without the hint", async () => {
    // Hosting keeps a name's bytes for a year: a name is never shared by two contents.
    const [hinted, plain] = [await built([compileHint(HINTED)]), await built([])];
    expect(plain.get('page.js')?.code).not.toContain(COMPILE_HINT);
    expect(hinted.get('page.js')?.fileName).not.toBe(plain.get('page.js')?.fileName);
    expect(hinted.get('index.html')?.fileName).not.toBe(plain.get('index.html')?.fileName);
    expect(hinted.get('viewer.js')?.fileName).toBe(plain.get('viewer.js')?.fileName);
  });

  it('fails the build, naming the module, when no chunk is that module', async () => {
    await expect(built([compileHint(['index.html', 'renamed-page.js'])])).rejects.toThrow(
      /No chunk of this build is renamed-page\.js's/,
    );
  });
});
