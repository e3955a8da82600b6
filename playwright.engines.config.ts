import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';
import { RETRIED_TESTS_REPORTER, RETRY_POLICY } from './tests/support/retries';
import { scaledTimeout } from './tests/support/host-speed';

/**
 * The engine smoke (`npm run test:engines`): the visitor's main loop in WebKit (the engine
 * Safari uses) and Firefox, which tests/e2e runs in Chromium only. Playwright is the runner
 * here, not the browser driver (tests/engines/support/): the smoke gets the same production
 * build, the same Hosting emulator on the same port, and the same reports.
 */
const baseURL = e2e.use?.baseURL;
const hosting = [e2e.webServer ?? []].flat().find((server) => server.url === `${baseURL}/`);
if (!hosting) throw new Error(`playwright.config.ts serves nothing at ${baseURL}`);

export default defineConfig({
  testDir: 'tests/engines',
  outputDir: 'test-results/engines',
  globalSetup: e2e.globalSetup,
  forbidOnly: e2e.forbidOnly,
  ...RETRY_POLICY,
  // One engine per worker: the two smokes run side by side.
  workers: 2,
  fullyParallel: true,
  timeout: scaledTimeout(90_000),
  reporter: [['list'], RETRIED_TESTS_REPORTER],
  use: { baseURL },
  webServer: hosting,
});
