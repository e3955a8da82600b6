import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium';
import { scaledTimeout } from './tests/support/host-speed';
import { RETRIED_TESTS_REPORTER, RETRY_POLICY } from './tests/support/retries';
import {
  FIRESTORE_EMULATOR_PORT,
  FIRESTORE_SITE_PORT,
  LOCAL_HOST,
  localUrl,
} from './tooling/ports';

/**
 * The site in Firestore mode (dist-emulator/, built by tests/e2e-firestore/firestore-site.ts against the
 * Firestore emulator in FIRESTORE_EMULATOR_HOST), served by the Hosting emulator with our
 * firebase.json — its CSP widened, in this test server only, to reach the local emulator.
 * Run it with `npm run test:e2e:firestore`, which sets all of that up.
 */
const SITE_URL = localUrl(FIRESTORE_SITE_PORT);
const emulator = process.env.FIRESTORE_EMULATOR_HOST ?? `${LOCAL_HOST}:${FIRESTORE_EMULATOR_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e-firestore',
  outputDir: 'test-results/firestore',
  globalSetup: './tests/support/measure-host.ts',
  forbidOnly: Boolean(process.env.CI),
  // The tests change the emulator's data: one at a time, in order.
  fullyParallel: false,
  workers: 1,
  ...RETRY_POLICY,
  timeout: scaledTimeout(60_000),
  expect: { timeout: scaledTimeout(15_000) },
  reporter: [['list'], RETRIED_TESTS_REPORTER],
  use: {
    baseURL: SITE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `npx tsx tests/support/serve-build.ts dist-emulator ${FIRESTORE_SITE_PORT} --connect http://${emulator}`,
    url: `${SITE_URL}/`,
    reuseExistingServer: false,
    timeout: scaledTimeout(60_000),
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
