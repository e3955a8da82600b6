import { defineConfig } from '@playwright/test';
import type { Options } from './tests/e2e/support/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium';
import { scaledTimeout } from './tests/support/host-speed';
import { RETRIED_TESTS_REPORTER, RETRY_POLICY } from './tests/support/retries';
import {
  EMPTY_SITE_PORT,
  HOSTING_PORT,
  LARGE_SITE_PORT,
  localUrl,
  PHONE_PHOTO_SITE_PORT,
} from './tooling/ports';

/**
 * End-to-end tests run in real Chromium against the production build of the fixture portfolio
 * (`dist/`, from `npm run build:test`) served by the Firebase Hosting emulator with our own
 * firebase.json (`npm run serve`), so the SPA rewrite and the hosting headers are the real ones.
 */

const HOSTING_URL = localUrl(HOSTING_PORT);
/** The phone-photo test site (npm run build:phone-photos), for the photo delivery checks. */
const PHONE_PHOTO_SITE_URL = localUrl(PHONE_PHOTO_SITE_PORT);
const PHONE_PHOTO_SPECS = /phone-photos\.spec\.ts$/;
/** Analytics, on the phone-photo site: the build with a test measurement id (dist/ has none). */
const ANALYTICS_SPECS = /analytics\.spec\.ts$/;
/** The site at 1,000 projects (npm run build:large). */
const LARGE_SITE_URL = localUrl(LARGE_SITE_PORT);
const LARGE_PORTFOLIO_SPECS = /large-portfolio\.spec\.ts$/;
/** The site with no project (dist-empty/, npm run build:test). */
const EMPTY_SITE_URL = localUrl(EMPTY_SITE_PORT);
const EMPTY_PORTFOLIO_SPECS = /empty-portfolio\.spec\.ts$/;
/** Specs of a site of their own. */
const OTHER_SITES = [
  PHONE_PHOTO_SPECS,
  ANALYTICS_SPECS,
  LARGE_PORTFOLIO_SPECS,
  EMPTY_PORTFOLIO_SPECS,
];
/**
 * Specs of features beyond the spec's screens whose checks depend on a phone against a desktop
 * (a finger or a mouse, the phone's contact bar, the filters' scrolling row, the sticky
 * header's height), not on the tablet's layout: the tablet (a mouse at 768 px) adds nothing.
 * Every screen and state of the spec is checked at all three widths.
 */
const PHONE_AND_DESKTOP_SPECS = [
  '**/photo-viewer.spec.ts',
  '**/first-tap.spec.ts',
  '**/find-and-contact.spec.ts',
  '**/scroll-restoration.spec.ts',
];
const isCI = Boolean(process.env.CI);

/** A built site on the Firebase Hosting emulator, with firebase.json's routing and headers. */
function hostingEmulator(dir: string, port: number) {
  return {
    command: `npx tsx tests/support/serve-build.ts ${dir} ${port}`,
    url: `${localUrl(port)}/`,
    reuseExistingServer: !isCI,
    timeout: scaledTimeout(60_000),
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig<Options>({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: ['./tests/e2e/support/global-setup.ts', './tests/support/measure-host.ts'],
  fullyParallel: true,
  forbidOnly: isCI,
  ...RETRY_POLICY,
  workers: 2,
  // Bounds on a failing wait, not speeds to meet: generous, and longer on a slow or busy host
  // (tests/support/host-speed.ts). Every test takes seconds on an ordinary day.
  timeout: scaledTimeout(60_000),
  expect: { timeout: scaledTimeout(15_000) },
  reporter: [
    ['list'],
    ...(isCI ? [['html', { open: 'never' }] as const] : []),
    RETRIED_TESTS_REPORTER,
  ],
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
      testIgnore: OTHER_SITES,
    },
    {
      name: 'tablet',
      use: { viewport: { width: 768, height: 1024 } },
      grepInvert: /@any-width/,
      testIgnore: [...OTHER_SITES, ...PHONE_AND_DESKTOP_SPECS],
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: OTHER_SITES,
    },
    {
      // The site at 1,000 projects, on a phone: what a landing fetches, filters, Load more, Back.
      name: 'large-portfolio',
      testMatch: LARGE_PORTFOLIO_SPECS,
      use: {
        baseURL: LARGE_SITE_URL,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // No project: what home, the list and a project address say, on a phone.
      name: 'empty-portfolio',
      testMatch: EMPTY_PORTFOLIO_SPECS,
      use: {
        baseURL: EMPTY_SITE_URL,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // One project, its own build: each test sets the widths it checks.
      name: 'phone-photos',
      testMatch: PHONE_PHOTO_SPECS,
      use: { baseURL: PHONE_PHOTO_SITE_URL, googleStandIns: true },
    },
    {
      name: 'analytics-phone',
      testMatch: ANALYTICS_SPECS,
      grepInvert: /@any-width/,
      use: {
        baseURL: PHONE_PHOTO_SITE_URL,
        googleStandIns: true,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'analytics-desktop',
      testMatch: ANALYTICS_SPECS,
      use: {
        baseURL: PHONE_PHOTO_SITE_URL,
        googleStandIns: true,
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
  webServer: [
    hostingEmulator('dist', HOSTING_PORT),
    hostingEmulator('dist-large', LARGE_SITE_PORT),
    hostingEmulator('dist-phone', PHONE_PHOTO_SITE_PORT),
    hostingEmulator('dist-empty', EMPTY_SITE_PORT),
  ],
});
