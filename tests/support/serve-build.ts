/**
 * Serves a build folder with the Firebase Hosting emulator and our own firebase.json — the
 * same headers and rewrites as the real site — on free hub and logging ports, so several run
 * side by side:
 *
 *   npm run serve                                dist/ on firebase.json's Hosting port
 *   tsx tests/support/serve-build.ts [DIR [PORT]] [--connect ORIGIN]
 *
 * `--connect` adds ORIGIN to the Content-Security-Policy's connect-src in this test server
 * only (the Firestore-mode site must reach the local Firestore emulator); what `firebase
 * deploy` ships is never changed. Runs until stopped; the end-to-end tests start it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './free-port';
import { readFirebaseConfig } from '../../tooling/hosting-routing';
import { CACHE_DIR, ROOT } from '../../tooling/paths';
import { HOSTING_PORT, LOCAL_HOST } from '../../tooling/ports';
import {
  numberOption,
  parseCommandLine,
  runMain,
  ScriptError,
  UsageError,
} from '../../tooling/run-main';
import { DEMO_PROJECT_ID } from '../../src/config/demo-project';

const USAGE = `Usage: tsx tests/support/serve-build.ts [DIR [PORT]] [--connect ORIGIN]   (default: dist ${HOSTING_PORT})`;

runMain(
  'serve-build',
  async () => {
    const { positionals, values } = parseCommandLine({
      allowPositionals: true,
      options: { connect: { type: 'string' } },
    });
    const [dir = 'dist', portText, ...extra] = positionals;
    if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(' ')}`);
    const port = numberOption('port', portText, { integer: true, min: 1 }) ?? HOSTING_PORT;
    const dist = path.resolve(ROOT, dir);
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new ScriptError(`${dist} holds no built site: build it first (see README).`);
    }

    const config = readFirebaseConfig();
    const configDir = path.join(CACHE_DIR, 'serve-build', path.basename(dist));
    // Hosting resolves `public` from the config's folder.
    const hosting = { ...config.hosting, public: path.relative(configDir, dist) };
    if (values.connect) {
      for (const rule of hosting.headers ?? []) {
        for (const header of rule.headers) {
          if (header.key === 'Content-Security-Policy') {
            header.value = header.value.replace(
              "connect-src 'self'",
              `connect-src 'self' ${values.connect}`,
            );
          }
        }
      }
    }
    const emulators = {
      hosting: { host: LOCAL_HOST, port },
      // Free hub and logging ports, so this emulator runs beside the main site's.
      hub: { host: LOCAL_HOST, port: await freePort() },
      logging: { host: LOCAL_HOST, port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    };
    await mkdir(configDir, { recursive: true });
    const file = path.join(configDir, 'firebase.json');
    await writeFile(file, JSON.stringify({ hosting, emulators }, null, 2));

    const args = ['firebase', 'emulators:start', '--config', file, '--only', 'hosting'];
    const child = spawn('npx', [...args, '--project', DEMO_PROJECT_ID], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    });
    const stop = () => child.kill('SIGTERM');
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    return new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 0)));
  },
  USAGE,
);
