/**
 * The office's screen, built by Vite from office/app/ into the office's cache (never dist/),
 * again only when its inputs changed: the screen's files and the site's code it draws with.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OfficePaths } from './office-paths.ts';

/** What the screen is built from, from the root: a change to any of them builds it again. */
const INPUTS = [
  'office/app',
  'office/api.ts',
  'office/vite.config.ts',
  'src',
  'seed',
  'package.json',
];
const STAMP = '.inputs-hash';

type ScreenState = { built: true } | { built: false; why: string };

export async function buildScreen(paths: OfficePaths): Promise<ScreenState> {
  const entry = path.join(paths.root, 'office', 'app', 'index.html');
  if (!existsSync(entry))
    return { built: false, why: 'The screen (office/app/) is not written yet.' };
  const hash = await inputsHash(paths.root);
  const stamp = path.join(paths.screenDir, STAMP);
  if ((await readFile(stamp, 'utf8').catch(() => '')) === hash) return { built: true };
  const configFile = path.join(paths.root, 'office', 'vite.config.ts');
  // Vite is loaded only when a build is needed: it is large, and most starts reuse the cache.
  const { build } = await import('vite');
  const ownConfig = existsSync(configFile);
  try {
    await build({
      configFile: ownConfig ? configFile : false,
      // Without a config of its own, the screen is React with the site's static CSS.
      ...(!ownConfig && { plugins: await defaultPlugins() }),
      root: path.join(paths.root, 'office', 'app'),
      base: '/',
      logLevel: 'warn',
      build: { outDir: paths.screenDir, emptyOutDir: true },
    });
  } catch (error) {
    return {
      built: false,
      why: `The screen could not be built: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  await writeFile(stamp, hash);
  return { built: true };
}

async function inputsHash(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of await filesUnder(path.join(root, input))) {
      hash
        .update(path.relative(root, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

async function filesUnder(target: string): Promise<string[]> {
  const entries = await readdir(target, { withFileTypes: true }).catch(() => undefined);
  if (entries === undefined) return existsSync(target) ? [target] : [];
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const inner = path.join(target, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(inner)));
    else if (entry.isFile()) files.push(inner);
  }
  return files;
}

async function defaultPlugins() {
  const [{ default: react }, { vanillaExtractPlugin }] = await Promise.all([
    import('@vitejs/plugin-react'),
    import('@vanilla-extract/vite-plugin'),
  ]);
  return [react(), vanillaExtractPlugin()];
}
