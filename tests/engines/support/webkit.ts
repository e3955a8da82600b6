import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { freePort } from '../../support/free-port';
import { MissingEngineError, PHONE_WINDOW, type EnginePage } from './engine-page';
import { findElement, recordedPageErrors } from './in-page';
import { startRecorderProxy } from './recorder-proxy';
import { isElementReference, WebDriverSession } from './webdriver-classic';
import { scaledTimeout } from '../../support/host-speed';

/**
 * WebKitGTK, the engine Safari uses, from Debian's webkit2gtk-driver: WebKitWebDriver starts
 * its MiniBrowser on a private X display (xvfb), as GTK needs one, and the browser visits the
 * site through recorder-proxy.ts. `WEBKIT_DRIVER_PATH` points at another WebKitWebDriver.
 */
const DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || 'WebKitWebDriver';

const START_TIMEOUT_MS = scaledTimeout(30_000);
const ESCAPE = '\uE00C';

export async function openWebKit(baseUrl: string): Promise<EnginePage> {
  for (const [command, apt] of [
    [DRIVER_PATH, 'webkit2gtk-driver'],
    ['Xvfb', 'xvfb'],
  ] as const) {
    if (spawnSync(command, ['--help'], { stdio: 'ignore' }).error) {
      throw new MissingEngineError(
        `WebKit cannot start: ${command} is missing. Install Debian's ${apt} (apt-get install webkit2gtk-driver xvfb)${command === DRIVER_PATH ? ', or set WEBKIT_DRIVER_PATH' : ''}.`,
      );
    }
  }
  const processes: ChildProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startRecorderProxy>> | undefined;
  // Each in its own process group: the driver's MiniBrowser and web processes go with it.
  const stopAll = () => {
    for (const child of processes.reverse()) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  try {
    const display = await startXvfb(processes);
    const driverUrl = await startDriver(display, processes);
    proxy = await startRecorderProxy(baseUrl);
    const session = await WebDriverSession.create(driverUrl, {});
    await session.setWindowSize(PHONE_WINDOW.width, PHONE_WINDOW.height);
    const { url, close } = proxy;
    return webKitPage(session, url, async () => {
      await session.end().catch(() => undefined);
      stopAll();
      await close();
    });
  } catch (error) {
    stopAll();
    await proxy?.close();
    throw error;
  }
}

/** Xvfb on a display number it picks itself (-displayfd), so several runs never collide. */
async function startXvfb(processes: ChildProcess[]): Promise<string> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  processes.push(xvfb);
  let log = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    const fd3 = xvfb.stdio[3] as NodeJS.ReadableStream;
    fd3.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve(written.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${log}`)));
    setTimeout(() => reject(new Error(`Xvfb did not start: ${log}`)), START_TIMEOUT_MS);
  });
  return `:${number}`;
}

async function startDriver(display: string, processes: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const driver = spawn(DRIVER_PATH, [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, DISPLAY: display },
  });
  processes.push(driver);
  let log = '';
  driver.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null)
      throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${log}`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer within ${START_TIMEOUT_MS / 1000}s: ${log}`);
}

function webKitPage(
  session: WebDriverSession,
  baseUrl: string,
  close: () => Promise<void>,
): EnginePage {
  const evaluate = <A extends unknown[], R>(fn: (...args: A) => R, ...args: A) =>
    session.execute<Awaited<R>>(`return (${fn.toString()}).apply(null, arguments);`, args);
  return {
    async goto(path) {
      await session.navigate(new URL(path, baseUrl).href);
    },
    evaluate,
    async click(css, text) {
      const element: unknown = await evaluate(findElement, css, text ?? null);
      if (!isElementReference(element)) {
        throw new Error(`nothing to click: ${css}${text ? ` "${text}"` : ''}`);
      }
      await session.click(element);
    },
    pressEscape() {
      return session.pressKey(ESCAPE);
    },
    back() {
      return session.back();
    },
    async screenshot(file) {
      await writeFile(file, Buffer.from(await session.screenshot(), 'base64'));
    },
    errors() {
      return evaluate(recordedPageErrors);
    },
    close,
  };
}
