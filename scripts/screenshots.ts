/**
 * Screenshots every screen at phone, tablet and desktop widths, for a person to look at:
 *   npm run build && npm run screenshots [-- http://127.0.0.1:4173]
 * It starts `vite preview` itself unless a base URL is given. PNGs land in screenshots/.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { projectPath, routes } from '../src/config/routes';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const WIDTHS = [375, 768, 1280];
const OUT = 'screenshots';

const data = JSON.parse(await readFile('public/assets/Data/data.json', 'utf8')) as {
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

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const server = process.argv[2]
  ? undefined
  : spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], {
      stdio: 'ignore',
      // Its own process group: npx starts vite as a child, and both must stop at the end.
      detached: true,
    });
await waitFor(base);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
await mkdir(OUT, { recursive: true });
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const [name, path] of pages) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
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
  if (server?.pid) {
    try {
      process.kill(-server.pid);
    } catch {
      // Already gone.
    }
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
  throw new Error(`${url} did not come up`);
}
