/**
 * The site in Firestore mode, end to end, against the emulator `npm run emulators` started:
 * builds it into dist-emulator/ reading that emulator (a `demo-` project), fills the emulator
 * with the project's own seed command, then runs the Firestore-mode end-to-end tests
 * (playwright.firestore.config.ts). The main build in dist/ is left alone.
 *
 * Usage: npm run test:e2e:firestore   (= npm run emulators -- --optional tsx scripts/firestore-site.ts)
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../tooling/paths';
import { runMain, ScriptError } from '../tooling/run-main';

const OUT_DIR = path.join(ROOT, 'dist-emulator');

runMain('firestore-site', async () => {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host)
    throw new ScriptError('FIRESTORE_EMULATOR_HOST is not set: run it through npm run emulators.');
  // .env.emulator selects Firestore; the runner's VITE_FIRESTORE_EMULATOR_HOST (this
  // emulator's free port) overrides the host written there.
  const env = { ...process.env, SITE_OUT_DIR: OUT_DIR, VITE_FIRESTORE_EMULATOR_HOST: host };
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  run('npx', ['vite', 'build', '--mode', 'emulator', '--logLevel', 'warn']);
  run('npx', ['tsx', 'scripts/build-images.ts']);
  run('npx', ['tsx', 'scripts/prerender.ts']);
  run('npx', ['tsx', 'seed/seed.ts']);
  try {
    run('npx', ['playwright', 'test', '--config', 'playwright.firestore.config.ts']);
  } catch {
    return 1;
  }
  return 0;
});
