import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * End-to-end tests run in real Chromium against the production build (`dist/`,
 * from `npm run build`) served by the Firebase Hosting emulator with our own
 * firebase.json, so the SPA rewrite and the hosting headers are the real ones.
 */

const HOSTING_URL = 'http://127.0.0.1:5050';
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  // One retry in CI so a slow machine shows up as "flaky" in the report, not as a red build.
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: HOSTING_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      // Checks that do not depend on the width run once, in the desktop project.
      grepInvert: /@any-width/,
    },
    {
      name: 'tablet',
      use: { viewport: { width: 768, height: 1024 } },
      grepInvert: /@any-width/,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npx firebase emulators:start --only hosting --project demo-crossroads-renovation',
    url: `${HOSTING_URL}/`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Keep the CLI off the network: no update check, no message-of-the-day fetch.
      CI: 'true',
      NO_UPDATE_NOTIFIER: '1',
    },
  },
});
