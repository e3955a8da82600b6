/**
 * The site in Firestore mode, end to end, against the emulator `npm run emulators` started:
 * builds its own portfolio (./portfolio.ts: phone photos, portrait and sideways) into
 * dist-emulator/ reading that emulator (a `demo-` project), fills the emulator with the
 * project's own seed command — the built projects and one more, which so has no prerendered
 * page — then runs the Firestore-mode end-to-end tests (playwright.firestore.config.ts). The
 * main build in dist/ and public/ are left alone.
 *
 * Usage: npm run test:e2e:firestore   (= npm run emulators -- --optional tsx tests/e2e-firestore/firestore-site.ts)
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_DIR, ROOT } from '../../tooling/paths';
import { parseCommandLine, runMain, ScriptError } from '../../tooling/run-main';
import { buildSite } from '../../build/site-build';
import { writePortfolio } from './portfolio';

const OUT_DIR = path.join(ROOT, 'dist-emulator');
const SITE_DIR = path.join(CACHE_DIR, 'firestore-site');
const PUBLIC_DIR = path.join(SITE_DIR, 'public');
/** The seed's data file: the built one and a project added after the build. */
const SEED_FILE = path.join(SITE_DIR, 'seeded.json');

runMain('firestore-site', async () => {
  parseCommandLine({ options: {} });
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host)
    throw new ScriptError('FIRESTORE_EMULATOR_HOST is not set: run it through npm run emulators.');
  // .env.emulator selects Firestore; the runner's VITE_FIRESTORE_EMULATOR_HOST (this
  // emulator's free port) overrides the host written there.
  const env = { VITE_FIRESTORE_EMULATOR_HOST: host };
  await rm(SITE_DIR, { recursive: true, force: true });
  await writePortfolio(PUBLIC_DIR, SEED_FILE);
  buildSite({ publicDir: PUBLIC_DIR, outDir: OUT_DIR, mode: 'emulator', quiet: true, env });
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  run('npx', ['tsx', 'seed/seed.ts', '--file', SEED_FILE, '--public', PUBLIC_DIR]);
  try {
    run('npx', ['playwright', 'test', '--config', 'playwright.firestore.config.ts']);
  } catch {
    return 1;
  }
  return 0;
});
