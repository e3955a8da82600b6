/**
 * The one build of the site, whichever folders it reads and writes: `npm run build`
 * (public/ into dist/), the test sites built from the tests' own portfolio
 * (tests/support/build-test-site.ts, phone-photo-site.ts, large-portfolio.ts) and the
 * Firestore-mode site (tests/e2e-firestore/firestore-site.ts) all run these steps, in this order:
 *  1. `vite build`: the browser bundle and Vite's manifest;
 *  2. build/build-images.ts: responsive photo copies, icons, the completed data file;
 *  3. build/prerender.ts: every route's HTML from that data file, sitemap, robots, manifest.
 * Each step is its own process, reading `SITE_PUBLIC_DIR` and `SITE_OUT_DIR` (tooling/paths.ts).
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../tooling/paths';
import { releaseBuildEnv } from '../tooling/release-env';
import { ScriptError } from '../tooling/run-main';

type SiteBuild = {
  /** The public folder to build from (default public/). */
  publicDir?: string;
  /** The output folder (default dist/). */
  outDir?: string;
  /** Vite's mode: `emulator` reads .env.emulator (Firestore mode against the emulator). */
  mode?: string;
  /** Type-check the whole repository first (`tsc -b`). */
  typecheck?: boolean;
  /** Every page marked noindex: a preview, never the live site. */
  noindex?: boolean;
  /** Vite's warnings only, not its table of chunks. */
  quiet?: boolean;
  env?: Record<string, string>;
  /**
   * The site's `VITE_*` variables in full (a release's and a preview's, from the committed
   * .env.release): the shell's are dropped and no `.env*` file is loaded.
   */
  onlyVariables?: Record<string, string>;
};

export function buildSite(options: SiteBuild = {}): void {
  const { publicDir, outDir, mode, typecheck = false, noindex = false, quiet = false } = options;
  const shell = options.onlyVariables
    ? releaseBuildEnv(process.env, options.onlyVariables)
    : process.env;
  const env = {
    ...shell,
    ...options.env,
    // A site for visitors, whatever the shell says: NODE_ENV=development (or the test runner's
    // NODE_ENV=test) would make Vite build React's development code, slower and 0.5 MB larger.
    NODE_ENV: 'production',
    ...(publicDir && { SITE_PUBLIC_DIR: publicDir }),
    ...(outDir && { SITE_OUT_DIR: outDir }),
  };
  const run = (...command: string[]) => {
    const { status, error } = spawnSync('npx', command, { cwd: ROOT, env, stdio: 'inherit' });
    if (error) throw error;
    if (status !== 0) throw new ScriptError(`\`${command.join(' ')}\` failed (exit ${status}).`);
  };
  if (typecheck) run('tsc', '-b');
  run('vite', 'build', ...(mode ? ['--mode', mode] : []), ...(quiet ? ['--logLevel', 'warn'] : []));
  run('tsx', 'build/build-images.ts');
  run('tsx', 'build/prerender.ts', ...(noindex ? ['--noindex'] : []));
}
