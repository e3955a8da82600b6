/**
 * Debian's Chromium, as every part of the test harness that drives a browser launches it.
 * Playwright's own browser download cannot work offline; the flags keep Chromium off the network
 * (its background services would otherwise reach for Google's hosts) and working as root in CI.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
