/**
 * The site in Firestore mode, end to end, against the emulator `npm run emulators` started:
 * builds it into dist-emulator/ from the fixture portfolio (tests/support/fixtures.ts), reading
 * that emulator (a `demo-` project), fills the emulator from the same portfolio with the
 * project's own seed command, then runs the Firestore-mode end-to-end tests
 * (playwright.firestore.config.ts). The main build in dist/ is left alone.
 *
 * Usage: npm run test:e2e:firestore   (= npm run emulators -- --optional tsx tests/e2e-firestore/firestore-site.ts)
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CACHE_DIR, ROOT } from '../../tooling/paths';
import { parseCommandLine, runMain, ScriptError } from '../../tooling/run-main';
import { buildSite } from '../../build/site-build';
import { writeTestPublicDir } from '../support/fixtures';

const OUT_DIR = path.join(ROOT, 'dist-emulator');
const PUBLIC_DIR = path.join(CACHE_DIR, 'firestore-site', 'public');

runMain('firestore-site', async () => {
  parseCommandLine({ options: {} });
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host)
    throw new ScriptError('FIRESTORE_EMULATOR_HOST is not set: run it through npm run emulators.');
  // .env.emulator selects Firestore; the runner's VITE_FIRESTORE_EMULATOR_HOST (this
  // emulator's free port) overrides the host written there.
  // SITE_PUBLIC_DIR: the seed reads the portfolio the site was built from.
  const env = { VITE_FIRESTORE_EMULATOR_HOST: host, SITE_PUBLIC_DIR: PUBLIC_DIR };
  writeTestPublicDir(PUBLIC_DIR);
  buildSite({ publicDir: PUBLIC_DIR, outDir: OUT_DIR, mode: 'emulator', quiet: true, env });
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  run('npx', ['tsx', 'seed/seed.ts']);
  try {
    run('npx', ['playwright', 'test', '--config', 'playwright.firestore.config.ts']);
  } catch {
    return 1;
  }
  return 0;
});
