import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { scaledTimeout } from '../support/host-speed';
import { DIST_DIR } from '../../tooling/paths';
import {
  getLive,
  release,
  rollBack,
  serveLive,
  standInSite,
  type StandInSite,
} from '../support/hosting-stand-in/live-site';
import { copyRepositoryFiles, linkPackages } from '../support/repository-copy';
import { frame, listCards } from './support/screens';
import { expect, gotoAndWait, test, waitForApp } from './support/test';

/**
 * Releases as a visitor meets them (issue 31): two real builds of different code, released
 * through the Hosting stand-in as `npm run publish` releases them (seed/release/carry.ts, then the
 * deploy) and served by the Hosting emulator with the project's firebase.json. Release A is
 * the dist/ the suite built; release B is built here from a copy of the repository whose entry
 * also marks the page as B's, so that every chunk's name differs.
 */

const PROJECT = '412-s-9th-ave';
const ADDRESS = '412 S 9th Ave';

test.describe.configure({ mode: 'serial' });

test.describe('releases an open page does not notice @any-width', () => {
  let work: string;
  let site: StandInSite;
  let a: string;
  let b: string;
  let versionA: string;
  let server: { stop: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(scaledTimeout(300_000));
    work = mkdtempSync(path.join(tmpdir(), 'release-skew-'));
    site = await standInSite(path.join(work, 'hosting'));
    a = path.join(work, 'a');
    cpSync(DIST_DIR, a, { recursive: true });
    versionA = await release(site, a);
    server = await serveLive(site, scaledTimeout(60_000));
    const started = Date.now();
    b = buildReleaseB(path.join(work, 'source'));
    console.log(`release B built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Every chunk's name differs: nothing of A's code is in B's release by chance.
    expect(code(b).filter((file) => file.endsWith('.js') && code(a).includes(file))).toEqual([]);
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  test('a page open on the release before keeps working after a release, with no reload', async ({
    page,
  }) => {
    const failures = failedRequests(page);
    await gotoAndWait(page, `${site.url}/projects`);
    const loads = countLoads(page);

    await release(site, b);
    // Live: B's pages, with A's code carried; code no release has is a 404.
    const home = (await getLive(`${site.url}/`)).body;
    expect(home).toContain(entry(b));
    for (const file of code(a)) expect((await getLive(`${site.url}/${file}`)).status).toBe(200);
    expect((await getLive(`${site.url}/assets/index-Gone1234.js`)).status).toBe(404);

    // The old tab: a client navigation to a page whose code it has not loaded yet, a
    // comparison and the viewer (their code too), then the list and a filter.
    await page.getByRole('link', { name: `View ${ADDRESS}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADDRESS);
    // One of its comparisons (their code and before photos too), moved by a key.
    const comparison = page
      .getByRole('region', { name: 'Before & After' })
      .getByRole('slider')
      .first();
    await comparison.scrollIntoViewIfNeeded();
    await expect(comparison).toHaveAttribute('aria-valuenow', '50');
    await comparison.focus();
    await page.keyboard.press('ArrowRight');
    await expect(comparison).toHaveAttribute('aria-valuenow', '55');
    await expect(comparison.locator('xpath=..').locator('img')).toHaveCount(2);
    await page
      .getByRole('link', { name: /^View full screen: / })
      .first()
      .click();
    const viewer = page.getByRole('dialog', { name: ADDRESS });
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await frame(page).aboutLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await frame(page).primaryLink.click();
    await page.getByRole('group', { name: 'Status' }).getByRole('link', { name: /^Sold/ }).click();
    await expect(page).toHaveURL(/\/projects\?status=sold$/);
    await expect(listCards(page).first()).toBeVisible();

    expect(loads()).toBe(0);
    expect(failures).toEqual([]);
    expect(await scripts(page)).toContain(entry(a));
  });

  test.describe('when its files are gone', () => {
    // The 404s of the files gone are what these pages meet, and log.
    test.use({ allowConsoleErrors: true });

    test('a page whose files are gone reloads once, where the visitor was going', async ({
      page,
    }) => {
      await gotoAndWait(page, `${site.url}/projects`);
      expect(await page.evaluate(() => document.documentElement.dataset.release)).toBe('B');
      const loads = countLoads(page);
      // Back to A, as `firebase hosting:clone` puts it back: B's files are gone.
      rollBack(site, versionA);

      await page.getByRole('link', { name: `View ${ADDRESS}`, exact: true }).click();
      await expect.poll(loads, { message: 'the page reloaded' }).toBe(1);
      await expect(page).toHaveURL(`${site.url}/projects/${PROJECT}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ADDRESS);
      expect(loads()).toBe(1);
      expect(await scripts(page)).toContain(entry(a));
    });

    test('a page whose own code is gone too shows the error page after one reload, with Retry', async ({
      page,
    }) => {
      // Live is A. A release made without A's files, whose details page lacks its own code.
      const broken = path.join(work, 'broken');
      cpSync(a, broken, { recursive: true });
      const details = code(a).find((file) => /^assets\/project-details-page-.*\.js$/.test(file));
      expect(details).toBeDefined();
      rmSync(path.join(broken, details ?? ''));

      await gotoAndWait(page, `${site.url}/projects`);
      const loads = countLoads(page);
      await release(site, broken, { carry: false });

      await page.getByRole('link', { name: `View ${ADDRESS}`, exact: true }).click();
      await expect.poll(loads, { message: 'the page reloaded' }).toBe(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page).toHaveURL(`${site.url}/projects/${PROJECT}`);
      expect(loads()).toBe(1);
    });
  });
});

/**
 * Another release: the repository's files copied to `source`, its entry changed to mark the
 * page, and built as `npm run build` builds, without the type check `dist/` already passed.
 * Returns its built site.
 */
function buildReleaseB(source: string): string {
  // Its packages are the repository's; its build caches its own (the prerender's server bundle
  // among them), so that nothing it writes reaches another build.
  copyRepositoryFiles(source);
  linkPackages(source);
  appendFileSync(
    path.join(source, 'src', 'main.tsx'),
    "document.documentElement.dataset.release = 'B';\n",
  );
  execFileSync(
    'npx',
    ['tsx', '--eval', "import('./build/site-build.ts').then((m) => m.buildSite({ quiet: true }))"],
    { cwd: source, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return path.join(source, 'dist');
}

/** A build's hashed code: `assets/name-HASH.js` and `.css`. */
function code(folder: string): string[] {
  return readdirSync(path.join(folder, 'assets'))
    .filter((name) => /-[\w-]{8}\.(?:js|css)$/.test(name))
    .map((name) => `assets/${name}`);
}

/** A build's entry script, as its pages name it. */
function entry(folder: string): string {
  const html = readFileSync(path.join(folder, 'index.html'), 'utf8');
  const src = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`${folder}/index.html names no entry script`);
  return src;
}

async function scripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.scripts].map((script) =>
      new URL(script.src || '/', location.href).pathname.slice(1),
    ),
  );
}

/** Full page loads from now on (a client navigation is none). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

/** Every request that failed or was answered with an error, as `status url`. */
function failedRequests(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`failed ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}
