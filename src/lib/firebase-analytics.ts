import {
  initializeAnalytics,
  isSupported,
  logEvent,
  setConsent,
  type ConsentSettings,
} from 'firebase/analytics';
import { getEnv } from '../config/env';
import type { AnalyticsEvent } from './analytics-events';
import { getFirebaseApp } from './firebase-app';

/**
 * Firebase Analytics, which loads gtag.js and feeds its `dataLayer`. Only analytics.ts reaches
 * this module, through a dynamic import once the page is interactive.
 */

/** Measurement only: no advertising storage, data or personalisation (consent mode). */
const CONSENT: ConsentSettings = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'granted',
};

const GTAG_CONFIG = {
  // Google signals (cross-device, demographics from signed-in Google accounts) and ad
  // personalisation stay off.
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
  // analytics.ts sends every page view itself, the landing's too, so each is counted once.
  send_page_view: false,
};

/** Starts analytics; resolves to how to send an event, or undefined where it cannot run. */
export async function startFirebaseAnalytics(): Promise<
  ((event: AnalyticsEvent) => void) | undefined
> {
  const config = getEnv().analytics;
  if (!config || !(await isSupported())) return undefined;
  // Offline, Firebase's installation id cannot be made: start once the phone is back online
  // (events meanwhile wait in analytics.ts's queue).
  if (!navigator.onLine) {
    await new Promise((resolve) => addEventListener('online', resolve, { once: true }));
  }
  // Blocked or failing, the SDK's set-up rejects a promise no one is given to handle; that
  // is analytics off, not an error of the page's.
  addEventListener('unhandledrejection', (event) => {
    if (isAnalyticsFailure(event.reason)) event.preventDefault();
  });
  // Before initialising: the SDK puts these on the dataLayer as consent mode's defaults,
  // ahead of its config command.
  setConsent(CONSENT);
  const analytics = initializeAnalytics(getFirebaseApp(config), { config: GTAG_CONFIG });
  return ({ name, params }) => logEvent(analytics, name, params);
}

/** Firebase Analytics' own failures (and its installation id's): `analytics/…`, `installations/…`. */
function isAnalyticsFailure(reason: unknown): boolean {
  const code = (reason as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(analytics|installations)\//.test(code);
}
