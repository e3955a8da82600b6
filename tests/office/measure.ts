/**
 * `npm run perf:office`: how fast the office is on this machine, for docs/office.md; not part
 * of npm test, whose office tests wait for conditions and time nothing. On an office of its
 * own (tests/office/support/office.ts) in Debian's Chromium at a desktop width, it measures
 *
 * - opening the list at 1,000 projects: from the navigation's start to the first row drawn,
 *   by the page's own clock (a fresh browser context each run, the server already warm);
 * - adding 30 twelve-megapixel phone photos to a new project's bin at once: when the first
 *   and the last thumbnail showed, and the longest the page went without drawing a frame
 *   meanwhile (how responsive it stayed).
 *
 * Usage: npm run perf:office [-- --runs N]   (under `flock /tmp/heavy.lock` on a shared host)
 */
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';
import { numberOption, parseCommandLine, runMain } from '../../tooling/run-main';
import { openOffice } from './support/office';
import { generatedPortfolio } from './support/portfolio';
import { phonePhotoFiles, thirtyPhonePhotos } from './support/phone-photos';

const PROJECTS = 1000;
const VIEWPORT = { width: 1280, height: 800 };

runMain('perf:office', async () => {
  const { values } = parseCommandLine({ options: { runs: { type: 'string' } } });
  const runs = numberOption('runs', values.runs, { integer: true, min: 1 }) ?? 5;
  console.log(`Making ${thirtyPhonePhotos().length} phone photos (kept for the next run)…`);
  const photos = await phonePhotoFiles(thirtyPhonePhotos());
  const office = await openOffice({ portfolio: generatedPortfolio(PROJECTS) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const opened: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      opened.push(await listOpened(page, office.url));
      await context.close();
    }
    const context = await browser.newContext({ viewport: VIEWPORT });
    const added = await photosAdded(await context.newPage(), office.url, photos);
    await context.close();

    const [load] = loadavg();
    console.log(
      `\nThe office on this machine (${availableParallelism()} cores, load average ${load?.toFixed(1)}):`,
    );
    console.log(
      `- the list at ${PROJECTS.toLocaleString('en-US')} projects, first row drawn: median ${median(opened)} ms (${runs} runs: ${opened.join(', ')} ms)`,
    );
    console.log(
      `- ${photos.length} photos of 12 MP added at once: first thumbnail after ${seconds(added.first)}, all ${photos.length} after ${seconds(added.last)}; longest frame gap meanwhile ${added.longestGap} ms`,
    );
  } finally {
    await browser.close();
    const exited = await office.stop();
    if (exited.code !== 0) console.error('the office did not exit 0:', exited);
  }
});

/** Milliseconds from the navigation's start to the list's first row, by the page's clock. */
async function listOpened(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  // Checked every frame: the first project's address is drawn.
  const shown = await page.waitForFunction(
    () => (document.body?.textContent?.includes('1 Test St') ? performance.now() : 0),
    undefined,
    { polling: 'raf' },
  );
  return Math.round((await shown.jsonValue()) as number);
}

/**
 * Adds every photo to a new project's exterior bin in one choice of files, as the office
 * manager would from the phone's folder, and times their thumbnails and the page's frames.
 */
async function photosAdded(page: Page, url: string, photos: string[]) {
  await page.goto(url);
  await page
    .getByRole('link', { name: 'New project' })
    .or(page.getByRole('button', { name: 'New project' }))
    .click();
  const bin = page.getByRole('region', { name: 'Exterior', exact: true });
  // As text: tsx would wrap a named function in a helper the page does not have.
  await page.evaluate(`(() => {
    const state = { gaps: [], last: performance.now() };
    window.frameWatch = state;
    requestAnimationFrame(function frame(now) {
      state.gaps.push(now - state.last);
      state.last = now;
      requestAnimationFrame(frame);
    });
  })()`);
  const started = Date.now();
  await page.getByLabel('Add exterior photos', { exact: true }).setInputFiles(photos);
  const thumbnails = bin.locator('img');
  await thumbnails.first().waitFor({ timeout: 120_000 });
  const first = Date.now() - started;
  const drawn = () =>
    thumbnails.evaluateAll(
      (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
    );
  while ((await drawn()) < photos.length) await page.waitForTimeout(100);
  await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 300_000 });
  const last = Date.now() - started;
  const longestGap = await page.evaluate(() =>
    Math.round(
      Math.max(...((window as { frameWatch?: { gaps: number[] } }).frameWatch?.gaps ?? [0])),
    ),
  );
  return { first, last, longestGap };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
