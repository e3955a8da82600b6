import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { MissingEngineError, PHONE_WINDOW, type EnginePage } from './engine-page';
import { findElement, recordedPageErrors, recordPageErrors } from './in-page';
import { scaledTimeout } from '../../support/host-speed';

/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core: Firefox speaks BiDi
 * itself, so no geckodriver and no browser download. `FIREFOX_PATH` points at another build.
 */
const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

const ACTION_TIMEOUT_MS = scaledTimeout(30_000);

export async function openFirefox(baseUrl: string): Promise<EnginePage> {
  if (!existsSync(FIREFOX_PATH)) {
    throw new MissingEngineError(
      `Firefox is missing (${FIREFOX_PATH}): install Debian's firefox-esr (apt-get install firefox-esr), or set FIREFOX_PATH.`,
    );
  }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: PHONE_WINDOW,
    timeout: ACTION_TIMEOUT_MS,
    protocolTimeout: ACTION_TIMEOUT_MS,
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    // Before any of the site's scripts, in every document this page loads.
    await page.evaluateOnNewDocument(recordPageErrors);
    return firefoxPage(browser, page, baseUrl);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

function firefoxPage(browser: Browser, page: Page, baseUrl: string): EnginePage {
  return {
    async goto(path) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A) {
      // puppeteer types arguments as values or handles; the smoke passes plain JSON values.
      return page.evaluate(fn as (...values: unknown[]) => R, ...args) as Promise<Awaited<R>>;
    },
    async click(css, text) {
      const handle = await page.evaluateHandle(findElement, css, text ?? null);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) throw new Error(`nothing to click: ${css}${text ? ` "${text}"` : ''}`);
      await element.click();
      await handle.dispose();
    },
    async pressEscape() {
      await page.keyboard.press('Escape');
    },
    async back() {
      // The app's client navigations are same-document entries: Firefox ESR 140 reports no
      // navigation for going back through one, so puppeteer's goBack would wait out its timeout
      // with the list already on screen. Back is pressed here; the smoke waits for what it does.
      page.goBack({ waitUntil: [], timeout: 0 }).catch(() => undefined);
    },
    async screenshot(file) {
      await writeFile(file, await page.screenshot());
    },
    errors() {
      return page.evaluate(recordedPageErrors);
    },
    async close() {
      await browser.close();
    },
  };
}
