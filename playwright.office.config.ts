import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium';
import { scaledTimeout } from './tests/support/host-speed';
import { RETRIED_TESTS_REPORTER, RETRY_POLICY } from './tests/support/retries';

/**
 * The office's end-to-end tests (`npm run test:e2e:office`): real Chromium against the office
 * as the company starts it, each spec file on an office of its own (a temporary copy of the
 * repository with its own git and the tests' portfolio; tests/office/support/office.ts). A
 * file's tests are one office manager's session, in order, so they run serially, and the
 * files side by side. One browser per worker; the widths a check needs are set by the test.
 */
export default defineConfig({
  testDir: 'tests/office',
  outputDir: 'test-results/office',
  globalSetup: ['./tests/support/measure-host.ts', './tests/office/support/global-setup.ts'],
  forbidOnly: Boolean(process.env.CI),
  ...RETRY_POLICY,
  workers: 2,
  // Bounds on a failing wait, not speeds to meet (tests/support/host-speed.ts).
  timeout: scaledTimeout(60_000),
  expect: { timeout: scaledTimeout(15_000) },
  reporter: [['list'], RETRIED_TESTS_REPORTER],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    viewport: { width: 1280, height: 800 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
