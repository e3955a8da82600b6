/**
 * A browser context as Lighthouse's mobile run has one (its screen, touch and user agent), and
 * DevTools' Slow 4G on a page, for the harness's own loads (cpu-estimate.ts, tap-timing.ts) to
 * measure the phone Lighthouse measures.
 */
import type { Browser, BrowserContext, CDPSession } from '@playwright/test';
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';

export function mobileContext(browser: Browser): Promise<BrowserContext> {
  const screen = screenEmulationMetrics.mobile;
  return browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
}

/** DevTools' Slow 4G, as Lighthouse throttles it: 562.5 ms added to each request. */
export async function emulateSlow4G(devtools: CDPSession): Promise<void> {
  const network = throttling.mobileSlow4G;
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: Math.floor((network.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((network.uploadThroughputKbps * 1024) / 8),
  });
}
