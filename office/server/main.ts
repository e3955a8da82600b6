/**
 * `npm run office [-- --port N] [--no-open] [--root DIR]`: the office on this computer
 * (127.0.0.1 only), working on the checkout it is started in (or DIR). Builds its screen if its
 * inputs changed, prints `Office: http://127.0.0.1:N/` once it listens, and opens the browser
 * unless --no-open. Ctrl-C or SIGTERM closes it and exits 0.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { numberOption, parseCommandLine, runMain, ScriptError } from '../../tooling/run-main.ts';
import { createOffice } from './app.ts';
import { buildScreen } from './screen-build.ts';
import { clearOldUploads } from './uploads.ts';

const DEFAULT_PORT = 4321;
const USAGE = `Starts the office: the portfolio, its photos and its saved changes, in the browser.

Usage: npm run office [-- --port N] [--no-open] [--root DIR]

  --port N     the port on 127.0.0.1 (default ${DEFAULT_PORT})
  --no-open    start without opening the browser
  --root DIR   the checkout to work on (default: the one this command belongs to)`;

runMain(
  'office',
  async () => {
    const { values } = parseCommandLine({
      args: process.argv.slice(2),
      options: {
        port: { type: 'string' },
        'no-open': { type: 'boolean', default: false },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    const port = numberOption('port', values.port, { integer: true, min: 1 }) ?? DEFAULT_PORT;
    const root = path.resolve(values.root ?? fileURLToPath(new URL('../..', import.meta.url)));
    const office = createOffice({ root, port });
    await clearOldUploads(office.paths);
    const screen = await buildScreen(office.paths);
    if (!screen.built) console.warn(screen.why);

    const server = serve({ fetch: office.app.fetch, hostname: '127.0.0.1', port });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new ScriptError(`port ${port} is in use: pass --port with another number`)
            : error,
        ),
      );
    });
    const address = `http://127.0.0.1:${port}/`;
    console.log(`Office: ${address}`);
    if (!values['no-open']) openBrowser(address);

    await new Promise<void>((resolve) => {
      const stop = () => {
        server.close(() => resolve());
        // Open keep-alive connections would hold close() until the browser lets go.
        if ('closeAllConnections' in server) server.closeAllConnections();
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  },
  USAGE,
);

/** The system's own way to open a link; a machine without one just shows the address. */
function openBrowser(address: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [address]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', address]]
        : ['xdg-open', [address]];
  const child = execFile(command, args, () => undefined);
  child.on('error', () => undefined);
  child.unref();
}
