/**
 * Checks how Firebase reaches the browser. Builds the site twice into a
 * temporary directory and fails unless:
 *  - the JSON build (VITE_DATA_SOURCE=json) contains no Firebase code at all;
 *  - the Firestore build contains it only in lazily loaded chunks: none is in
 *    the entry's static import graph, none is named by index.html, and one is
 *    reached through a dynamic import;
 *  - the JSON build, made without a measurement id, carries no analytics code at all, and
 *    the Firestore build, made with one, loads Firebase Analytics lazily (never in the first
 *    load) but through a dynamic import;
 *  - neither build carries a library's development build (tests/support/development-build.ts),
 *    such as React Router's, whose warnings reach visitors' consoles;
 *  - in both, the chunk of each module the compile-hint plugin names (HINTED_MODULES in
 *    build/compile-hint.ts: the entry and the project page) starts with V8's compile hint,
 *    the only line where V8 reads it.
 *
 * Usage: npm run test:bundle
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ROOT } from '../tooling/paths';
import { parseCommandLine, runMain } from '../tooling/run-main';
import {
  entryChunks,
  readViteManifest,
  staticClosure,
  type ViteManifest,
} from '../build/vite-manifest';
import { COMPILE_HINT, HINTED_MODULES } from '../build/compile-hint';
import { developmentBuildsIn } from './support/development-build';
import { FIRESTORE_BUILD_ENV, hasFirebaseCode } from './support/firebase-code';
import { hasAnalyticsCode, hasAnalyticsSdk } from '../tooling/google-analytics';

type Build = {
  dir: string;
  manifest: ViteManifest;
  /** Output JS files (relative to dir) that contain Firebase code. */
  firebaseFiles: Set<string>;
  /** Output JS files with analytics code (any: `sdk`, Firebase Analytics itself, or ours). */
  analyticsFiles: Map<string, 'sdk' | 'ours'>;
  /** Output JS files that carry a library's development build, and which. */
  developmentFiles: Map<string, string[]>;
  sizes: Map<string, number>;
  /** The first line of each chunk that carries V8's compile hint, by its module (undefined: no such chunk). */
  hintedFirstLines: Map<string, string | undefined>;
};

async function buildSite(outDir: string, env: Record<string, string>): Promise<Build> {
  // Vite reads VITE_* from process.env when it resolves the config.
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, copyPublicDir: false },
    });
  } finally {
    process.env = saved;
  }

  const manifest = await readViteManifest(outDir);
  const firebaseFiles = new Set<string>();
  const analyticsFiles = new Map<string, 'sdk' | 'ours'>();
  const developmentFiles = new Map<string, string[]>();
  const sizes = new Map<string, number>();
  for (const file of await readdir(path.join(outDir, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(path.join(outDir, 'assets', file));
    sizes.set(`assets/${file}`, gzipSync(code).length);
    const text = code.toString('utf8');
    if (hasFirebaseCode(text)) {
      firebaseFiles.add(`assets/${file}`);
    }
    if (hasAnalyticsCode(text)) {
      analyticsFiles.set(`assets/${file}`, hasAnalyticsSdk(text) ? 'sdk' : 'ours');
    }
    const development = developmentBuildsIn(text);
    if (development.length > 0) developmentFiles.set(`assets/${file}`, development);
  }
  const hintedFirstLines = new Map<string, string | undefined>();
  for (const module of HINTED_MODULES) {
    const file = manifest[module]?.file;
    hintedFirstLines.set(
      module,
      file ? (await readFile(path.join(outDir, file), 'utf8')).split('\n', 1)[0] : undefined,
    );
  }
  return {
    dir: outDir,
    manifest,
    firebaseFiles,
    analyticsFiles,
    developmentFiles,
    sizes,
    hintedFirstLines,
  };
}

async function filesNamedByHtml(dir: string): Promise<Set<string>> {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8');
  const named = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+)"/g)) {
    if (match[1]) named.add(match[1]);
  }
  return named;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB gzip`;

runMain('check-bundle', async () => {
  parseCommandLine({ options: {} });
  const failures: string[] = [];
  const work = await mkdtemp(path.join(tmpdir(), 'check-bundle-'));
  try {
    const json = await buildSite(path.join(work, 'json'), {
      VITE_DATA_SOURCE: 'json',
      VITE_FIREBASE_MEASUREMENT_ID: '',
    });
    console.log(`JSON build: ${json.sizes.size} JS files.`);
    for (const file of json.firebaseFiles) {
      failures.push(`JSON build: ${file} contains Firebase code.`);
    }
    for (const file of json.analyticsFiles.keys()) {
      failures.push(`JSON build without a measurement id: ${file} contains analytics code.`);
    }

    const firestore = await buildSite(path.join(work, 'firestore'), FIRESTORE_BUILD_ENV);
    // Files the browser loads before any dynamic import: the entry and its static imports.
    const eager = new Set(
      staticClosure(firestore.manifest, entryChunks(firestore.manifest)).map((chunk) => chunk.file),
    );
    const html = await filesNamedByHtml(firestore.dir);
    const lazy = new Set(
      Object.values(firestore.manifest).flatMap((chunk) =>
        (chunk.dynamicImports ?? []).flatMap((key) => firestore.manifest[key]?.file ?? []),
      ),
    );
    console.log(
      `Firestore build: eager ${[...eager].join(', ')}; Firebase in ${[...firestore.firebaseFiles]
        .map((file) => `${file} (${kb(firestore.sizes.get(file) ?? 0)})`)
        .join(', ')}.`,
    );
    if (firestore.firebaseFiles.size === 0) {
      failures.push('Firestore build: no chunk contains Firebase code; the check is blind.');
    }
    for (const file of firestore.firebaseFiles) {
      if (eager.has(file)) failures.push(`Firestore build: ${file} is loaded eagerly.`);
      if (html.has(file)) failures.push(`Firestore build: index.html names ${file}.`);
    }
    if (![...firestore.firebaseFiles].some((file) => lazy.has(file))) {
      failures.push('Firestore build: no Firebase chunk is reached through a dynamic import.');
    }
    const sdk = [...firestore.analyticsFiles].flatMap(([file, kind]) =>
      kind === 'sdk' ? [file] : [],
    );
    console.log(
      `Firestore build, measurement id ${FIRESTORE_BUILD_ENV.VITE_FIREBASE_MEASUREMENT_ID}: Firebase Analytics in ${sdk
        .map((file) => `${file} (${kb(firestore.sizes.get(file) ?? 0)})`)
        .join(', ')}.`,
    );
    if (sdk.length === 0) {
      failures.push('Firestore build: no chunk contains Firebase Analytics; the check is blind.');
    }
    for (const file of sdk) {
      if (eager.has(file) || html.has(file)) {
        failures.push(`Firestore build: ${file} (Firebase Analytics) is in the first load.`);
      }
    }
    if (!sdk.some((file) => lazy.has(file))) {
      failures.push(
        'Firestore build: no Firebase Analytics chunk is reached through a dynamic import.',
      );
    }
    for (const [name, site] of [
      ['JSON', json],
      ['Firestore', firestore],
    ] as const) {
      for (const [file, libraries] of site.developmentFiles) {
        failures.push(
          `${name} build: ${file} carries ${libraries.join(' and ')}'s development build.`,
        );
      }
      for (const [module, firstLine] of site.hintedFirstLines) {
        if (firstLine === undefined) {
          failures.push(`${name} build: the manifest has no chunk for ${module}.`);
        } else if (firstLine !== COMPILE_HINT) {
          failures.push(
            `${name} build: ${module}'s chunk starts with ${JSON.stringify(firstLine.slice(0, 60))}, not V8's compile hint.`,
          );
        }
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  if (failures.length > 0) {
    console.error(`\nBundle check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    return 1;
  }
  console.log(
    "\nBundle check passed: JSON builds carry no Firebase code and, without a measurement id, no analytics code; Firestore builds load Firebase and analytics lazily; neither carries a development build; both start the entry's chunk and the project page's with V8's compile hint.",
  );
  return 0;
});
