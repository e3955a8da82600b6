import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as MissingCode from '../missing-code';
import { RELOAD_GUARD_MS, type Browser } from '../missing-code';

// The decision keeps state for the page's life (a reload under way): a fresh module each test.
let missingCode: typeof MissingCode;
beforeEach(async () => {
  vi.resetModules();
  missingCode = await import('../missing-code');
});

const CHUNK = 'http://127.0.0.1:5050/assets/about-page-Old12345.js';
const failed = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

/** A tab: the site answering `status` for any file (or unreachable), its session storage. */
function tab(status: number | 'offline', saved = new Map<string, string>()) {
  let time = 1_000_000;
  const asked: string[] = [];
  const browser: Browser & { reloads: number } = {
    reloads: 0,
    fetch: (url) => {
      asked.push(url);
      return status === 'offline'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response(null, { status }));
    },
    reload: () => (browser.reloads += 1),
    storage: { getItem: (key) => saved.get(key) ?? null, setItem: (k, v) => saved.set(k, v) },
    now: () => time,
    ownUrl: 'http://127.0.0.1:5050/assets/index-Entry123.js',
  };
  return { browser, asked, saved, later: (ms: number) => (time += ms) };
}

describe('reloadForMissingCode', () => {
  it('reloads once when the site no longer has the file the import named', async () => {
    const { browser, asked } = tab(404);
    expect(await missingCode.reloadForMissingCode(failed(), browser)).toBe('reloading');
    expect(asked).toEqual([CHUNK]);
    expect(browser.reloads).toBe(1);
    // The page is going: later failures wait for it, without asking or reloading again.
    expect(await missingCode.reloadForMissingCode(failed(), browser)).toBe('reloading');
    expect(browser.reloads).toBe(1);
  });

  it('does not reload again soon after such a reload: the new page shows the failure', async () => {
    const { browser, saved } = tab(404);
    await missingCode.reloadForMissingCode(failed(), browser);

    // The reloaded page: a fresh module, the same tab's storage.
    vi.resetModules();
    const reloaded = await import('../missing-code');
    const again = tab(404, saved);
    again.later(5_000);
    expect(await reloaded.reloadForMissingCode(failed(), again.browser)).toBe('gone');
    expect(again.browser.reloads).toBe(0);

    // Long after, a new release may have gone: it reloads again.
    again.later(RELOAD_GUARD_MS);
    expect(await reloaded.reloadForMissingCode(failed(), again.browser)).toBe('reloading');
    expect(again.browser.reloads).toBe(1);
  });

  it.each([
    ['the file is still there (a dropped request)', 200],
    ['the site cannot be reached (offline)', 'offline' as const],
  ])('leaves the failure to the page when %s', async (_, status) => {
    const { browser } = tab(status);
    expect(await missingCode.reloadForMissingCode(failed(), browser)).toBe('not-gone');
    expect(browser.reloads).toBe(0);
  });

  it("asks about its own chunk when the error names no file (Safari's)", async () => {
    const { browser, asked } = tab(404);
    const error = new TypeError('Importing a module script failed.');
    expect(await missingCode.reloadForMissingCode(error, browser)).toBe('reloading');
    expect(asked).toEqual([browser.ownUrl]);
  });

  it("finds a stylesheet Vite could not preload, in the error's cause", async () => {
    const { browser, asked } = tab(404);
    const error = new Error('The viewer could not load.', {
      cause: new Error('Unable to preload CSS for /assets/photo-viewer-Old12345.css'),
    });
    await missingCode.reloadForMissingCode(error, browser);
    expect(asked).toEqual(['/assets/photo-viewer-Old12345.css']);
  });

  it('never reloads without storage to remember it by', async () => {
    const { browser } = tab(404);
    browser.storage.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(await missingCode.reloadForMissingCode(failed(), browser)).toBe('gone');
    expect(browser.reloads).toBe(0);
  });

  it('decides once for failures at the same moment', async () => {
    const { browser, asked } = tab(404);
    const answers = await Promise.all([
      missingCode.reloadForMissingCode(failed(), browser),
      missingCode.reloadForMissingCode(failed(), browser),
    ]);
    expect(answers).toEqual(['reloading', 'reloading']);
    expect(asked).toHaveLength(1);
    expect(browser.reloads).toBe(1);
  });
});
