import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint } from '../compile-hint';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Writes the files as Vite would have, then runs the plugin's writeBundle over them. */
function written(files: Record<string, { name: string; code: string }>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
  dirs.push(dir);
  const bundle = Object.fromEntries(
    Object.entries(files).map(([fileName, { name, code }]) => {
      writeFileSync(path.join(dir, fileName), code);
      return [fileName, { type: 'chunk', name, fileName, code }];
    }),
  ) as unknown as Rollup.OutputBundle;
  const run = () => {
    const hook = compileHint().writeBundle;
    const handler = typeof hook === 'function' ? hook : hook?.handler;
    // @ts-expect-error: the hook's `this` (a plugin context) is not used.
    handler?.call({}, { dir }, bundle);
  };
  const read = (fileName: string) => readFileSync(path.join(dir, fileName), 'utf8');
  return { run, read };
}

describe('compileHint', () => {
  it("puts V8's hint on the first line of the project page's chunk, above Vite's dependency list", () => {
    const mapDeps = 'const __vite__mapDeps=(i)=>i;\nimport{a}from"./index.js";';
    const { run, read } = written({
      'details.js': { name: 'project-details-page', code: mapDeps },
      'index.js': { name: 'index', code: 'export const a=1;' },
    });
    run();
    expect(read('details.js')).toBe(`${COMPILE_HINT}\n${mapDeps}`);
    expect(read('index.js')).toBe('export const a=1;');
  });

  it('writes it once, however often the bundle is written', () => {
    const { run, read } = written({ 'details.js': { name: 'project-details-page', code: 'x();' } });
    run();
    run();
    expect(read('details.js')).toBe(`${COMPILE_HINT}\nx();`);
  });
});
