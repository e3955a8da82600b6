/**
 * Screenshots every screen at phone, tablet and desktop widths, for a person to look at:
 *   npm run build:test && npm run screenshots [-- BASE_URL]
 * It starts `vite preview` of dist/ itself unless a base URL is given, and shows the first
 * project of the data file dist/ was built with (the fixture portfolio's after
 * `npm run build:test`, the company's after `npm run build`). PNGs land in screenshots/.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { projectPath, routes } from '../src/config/routes';
import { DATA_FILE, DIST_DIR } from '../tooling/paths';
import { localUrl, PREVIEW_PORT } from '../tooling/ports';
import { parseCommandLine, runMain, ScriptError, UsageError } from '../tooling/run-main';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';

const WIDTHS = [375, 768, 1280];
const OUT = 'screenshots';

const data = JSON.parse(await readFile(path.join(DIST_DIR, DATA_FILE), 'utf8')) as {
  projects: { id: string; sort: number }[];
};
const first = [...data.projects].sort((a, b) => a.sort - b.sort)[0];
const pages: [string, string][] = [
  ['home', routes.home],
  ['about', routes.about],
  ['projects', routes.projects],
  ['details', projectPath({ id: first?.id ?? 'none' })],
  ['project-not-found', projectPath({ id: 'no-such-project' })],
  ['page-not-found', '/no-such-page'],
];

const USAGE = 'Usage: npm run screenshots [-- BASE_URL]   (default: vite preview of dist/)';

runMain(
  'screenshots',
  async () => {
    const { positionals } = parseCommandLine({ allowPositionals: true, options: {} });
    if (positionals.length > 1) throw new UsageError('give at most one base URL');
    const [given] = positionals;
    if (given !== undefined && !URL.canParse(given)) {
      throw new UsageError(`"${given}" is not a URL`);
    }
    const base = given ?? localUrl(PREVIEW_PORT);
    const server = given
      ? undefined
      : spawn('npx', ['vite', 'preview'], {
          stdio: 'ignore',
          // Its own process group: npx starts vite as a child, and both must stop at the end.
          detached: true,
        });
    try {
      await waitFor(base);
      await capture(base);
    } finally {
      if (server?.pid) {
        try {
          process.kill(-server.pid);
        } catch {
          // Already gone.
        }
      }
    }
  },
  USAGE,
);

async function capture(base: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  await mkdir(OUT, { recursive: true });
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const [name, route] of pages) {
        await page.goto(base + route, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
        await page.evaluate(async () => {
          // Scroll through once so lazy images load before the full-page capture.
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
        console.log(`${OUT}/${name}-${width}.png`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new ScriptError(`${url} did not come up`);
}
