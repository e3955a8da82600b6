/**
 * Our side of analytics, in the first load: a queue, the contact-link listener and when
 * Firebase Analytics loads. Everything here is folded away by Vite in a build without
 * `VITE_FIREBASE_MEASUREMENT_ID`, which then carries no analytics code and never contacts
 * Google (tests/check-bundle.ts holds that). docs/analytics.md says what is sent and why.
 *
 * Firebase Analytics (firebase-analytics.ts, which brings gtag.js) loads after the page is
 * interactive: at the first idle moment after the first interaction, or once the page has been
 * quiet five seconds after its load (no long task, no download). Events before then wait here,
 * in order, and go once it has loaded; links are never held: the listener only notes a tap,
 * never delays one.
 * Global Privacy Control turns all of it off: no listener, no queue, no script, no request.
 */
import {
  leadEvent,
  listingEvent,
  pageViewEvent,
  shareEvent,
  viewItemEvent,
  type AnalyticsEvent,
} from './analytics-events';
import type { ShareOutcome } from './share-link';

type Send = (event: AnalyticsEvent) => void;

/** Off (not configured, GPC, or failed to load), waiting for the SDK, or sending. */
let sender: 'off' | 'waiting' | Send = 'off';
const waiting: AnalyticsEvent[] = [];

function track(event: AnalyticsEvent | undefined): void {
  if (!event || sender === 'off') return;
  if (sender === 'waiting') waiting.push(event);
  else sender(event);
}

declare global {
  interface Navigator {
    /** Global Privacy Control: the visitor asks not to be tracked (not yet in lib.dom). */
    readonly globalPrivacyControl?: boolean;
  }
}

const FIRST_INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'scroll',
] as const;
const QUIET_MS = 5000;
/** How long the load waits for an idle moment at most, on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2000;

/** Starts analytics on this page, unless the build has no measurement id or the visitor asks not. */
export function startAnalytics(): void {
  // Read literally, not through a constant, so that Vite folds the test in a build without an
  // id and leaves out everything after it, the Firebase chunk included.
  if (!import.meta.env.VITE_FIREBASE_MEASUREMENT_ID) return;
  if (sender !== 'off' || navigator.globalPrivacyControl === true) return;
  sender = 'waiting';
  // Capture, on the document: a tap counts even on a link React has not hydrated yet.
  document.addEventListener('click', (event) => track(leadEvent(event.target, location.pathname)), {
    capture: true,
    passive: true,
  });
  whenQuietOrFirstInteraction(() => void load());
}

async function load(): Promise<void> {
  try {
    const { startFirebaseAnalytics } = await import('./firebase-analytics');
    const send = await startFirebaseAnalytics();
    if (send) {
      sender = send;
      waiting.splice(0).forEach(send);
      return;
    }
  } catch (error) {
    // Our chunk could not come, or the configuration is wrong: said, never shown.
    console.info('Analytics is off.', error);
  }
  // Not here (no cookies or IndexedDB, the emulator): the site goes on without analytics.
  sender = 'off';
  waiting.length = 0;
}

/**
 * A visitor's first tap, key, scroll or mouse move, or else once the page has been quiet (no
 * long task, no download) for five seconds after its load: after it is interactive, as
 * Lighthouse's time-to-interactive defines it. Not at the first idle moment: gtag.js is a large script, and
 * on a low-tier phone its start-up right after the load was most of a second of blocking time
 * (docs/analytics.md).
 */
function whenQuietOrFirstInteraction(start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTIONS) removeEventListener(type, once, true);
    observer?.disconnect();
    clearTimeout(timer);
    // Not under an interaction: the scroll or tap that starts it is answered first.
    whenIdle(start);
  };
  for (const type of FIRST_INTERACTIONS) {
    addEventListener(type, once, { capture: true, passive: true });
  }
  const waitForQuiet = () => {
    clearTimeout(timer);
    timer = setTimeout(once, QUIET_MS);
  };
  const afterLoad = () => {
    waitForQuiet();
    // A long task or a finished download starts the wait again. Safari has no long-task
    // timing: there, five seconds without a download.
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver(waitForQuiet);
      const types = PerformanceObserver.supportedEntryTypes;
      for (const type of ['longtask', 'resource'].filter((name) => types.includes(name))) {
        observer.observe({ type });
      }
    }
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

/**
 * Firebase's chunk and gtag.js start up in most of a second of main thread on a low-tier phone:
 * at an idle moment, not under the visitor's first scroll or tap. Safari before 18 has no
 * `requestIdleCallback`: there, a task of its own after the interaction's.
 */
function whenIdle(start: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(start, 0);
  }
}

/** The path of the page whose page view was sent last. */
let pageViewPath: string | undefined;
/** A page's events that came before its page view (React runs a child's effects first). */
let beforePageView: { path: string; events: AnalyticsEvent[] } | undefined;

/** A page's event, sent after the page view of the page it was made on. */
function trackOnPage(event: AnalyticsEvent): void {
  const path = location.pathname;
  if (sender === 'off' || path === pageViewPath) {
    track(event);
    return;
  }
  if (beforePageView?.path !== path) beforePageView = { path, events: [] };
  beforePageView.events.push(event);
}

export function trackPageView(): void {
  // Literal, as in startAnalytics: a build without an id drops the call.
  if (!import.meta.env.VITE_FIREBASE_MEASUREMENT_ID) return;
  track(pageViewEvent({ location: location.href, title: document.title }));
  pageViewPath = location.pathname;
  const held = beforePageView?.path === pageViewPath ? beforePageView.events : [];
  beforePageView = undefined;
  held.forEach(track);
}

export function trackViewItem(project: { id: string; name: string }): void {
  // Literal, as in startAnalytics: a build without an id drops the call.
  if (import.meta.env.VITE_FIREBASE_MEASUREMENT_ID) trackOnPage(viewItemEvent(project));
}

export function trackShare(projectId: string, outcome: ShareOutcome): void {
  // Literal, as in startAnalytics: a build without an id drops the call.
  if (import.meta.env.VITE_FIREBASE_MEASUREMENT_ID) track(shareEvent(projectId, outcome));
}

export function trackListing(projectId: string): void {
  // Literal, as in startAnalytics: a build without an id drops the call.
  if (import.meta.env.VITE_FIREBASE_MEASUREMENT_ID) track(listingEvent(projectId));
}
