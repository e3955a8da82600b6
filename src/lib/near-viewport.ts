/**
 * Deferred hydration for a prerendered section below the fold: a thenable, read with React's
 * `use`, that settles when the section comes near the viewport, when the visitor reaches for
 * it, when the page navigates, or when its turn comes while the browser is idle (one section
 * per idle period, so no section's hydration joins another's in one long task). A section
 * whose component waits on it keeps its prerendered HTML, unhydrated, until then — so the main
 * thread is not spent on what is not in view while the first screen becomes interactive.
 *
 * Why navigation opens every section: React treats an unhydrated section as reading every
 * context, so a router update (the photo viewer changing the URL) must hydrate them all, and
 * inside a transition it would wait for them rather than show anything else.
 */

import type { ReactPromise } from 'react';
import { holdEarlyTaps } from './held-taps';
import { whenIdle } from './when-idle';

/** A promise that says how it settled (status, value), which React's `use` reads at once. */
export type TrackedThenable<T> = ReactPromise<T>;
type Marked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/** The promise, marked as it settles, so `use` reads a settled one without suspending. */
export function tracked<T>(promise: Promise<T>): TrackedThenable<T> {
  const thenable: Marked<T> = promise;
  thenable.status = 'pending';
  promise.then(
    (value) => {
      thenable.status = 'fulfilled';
      thenable.value = value;
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return thenable as TrackedThenable<T>;
}

/** The attribute naming a deferred section in its markup (server and client render it). */
export const NEAR_VIEWPORT_ATTRIBUTE = 'data-near-viewport';

/** "Near": within half a screen's height of the viewport. */
const ROOT_MARGIN = '50% 0px';

/**
 * What shows the visitor is reaching for the section. They are heard on the document in the
 * capture phase, before React's own listener on the root sees them: the thenable is then
 * already fulfilled when React hydrates the section synchronously for that event, so a first
 * tap, click or key press inside it does what it says (React hydrates a dehydrated section on
 * a discrete event, but drops the event if the section cannot hydrate at that moment).
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

const settledNow: TrackedThenable<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

type Gate = {
  element: Element | null;
  ready: TrackedThenable<void>;
  open: () => void;
  /** Stops listening: the section has hydrated, or its element has left the page. */
  done: () => void;
};
const gates = new Map<string, Gate>();

/** Says the section has hydrated (from its layout effect): clicks it missed are replayed. */
export function markHydrated(key: string): void {
  gates.get(key)?.done();
}

/** Opens every section still waiting: before the page's URL changes (see above). */
export function openDeferredSections(): void {
  for (const gate of gates.values()) gate.open();
}

let idleTurnsStarted = false;

/**
 * From now on, opens the sections still waiting one per idle period, in page order. Sections
 * call it once what they need has loaded (Swiper), so that each hydrates on its own.
 */
export function openDeferredSectionsWhenIdle(): void {
  if (idleTurnsStarted) return;
  idleTurnsStarted = true;
  const next = () =>
    whenIdle(() => {
      const waiting = [...gates.values()].find((gate) => gate.ready.status !== 'fulfilled');
      if (!waiting) {
        idleTurnsStarted = false;
        return;
      }
      waiting.open();
      next();
    });
  next();
}

/**
 * Settles when the prerendered element carrying `key` nears the viewport or is interacted
 * with. Settled at once where there is nothing to wait for: on the server, when the element is
 * not in the document (a page rendered on the client), or without IntersectionObserver.
 * Call it during render: the same key and element give the same thenable on every attempt.
 */
export function nearViewport(
  key: string,
  /** Whether what the section needs to hydrate (its code) has arrived; `prepare` fetches it. */
  code: { ready: () => boolean; prepare: () => void },
): TrackedThenable<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return settledNow;
  }
  const element = document.querySelector(`[${NEAR_VIEWPORT_ATTRIBUTE}="${CSS.escape(key)}"]`);
  const known = gates.get(key);
  // Once open, a section stays open: it has hydrated (or was rendered on the client).
  if (known?.ready.status === 'fulfilled') return known.ready;
  if (known && known.element === element) return known.ready;
  // The page was rendered again since (a client-side visit): the element waited for is gone.
  known?.done();
  if (!element) {
    gates.set(key, {
      element,
      ready: settledNow,
      open: () => {},
      done: () => {},
    });
    return settledNow;
  }

  let resolve = () => {};
  const ready: Marked<void> = new Promise<void>((settle) => {
    resolve = settle;
  });
  ready.status = 'pending';
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    },
    { rootMargin: ROOT_MARGIN },
  );
  // A tap before the section has hydrated: React would drop it (its code is missing) or
  // hydrate the section too late for it (Swiper's arrows). So such a tap is kept from React,
  // and replayed once the section has hydrated (lib/held-taps.ts).
  const releaseTaps = holdEarlyTaps(element);
  const onInteraction = (event: Event) => {
    if (!element.isConnected) {
      done();
      return;
    }
    if (!(event.target instanceof Node) || !element.contains(event.target)) return;
    open();
    if (!code.ready()) code.prepare();
  };
  const stopWatching = () => {
    observer.disconnect();
    window.removeEventListener('popstate', open);
  };
  const done = () => {
    stopWatching();
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    releaseTaps();
  };
  function open() {
    if (ready.status === 'fulfilled') return;
    // Synchronously, so that React, handling this very event next, reads it as fulfilled.
    ready.status = 'fulfilled';
    ready.value = undefined;
    stopWatching();
    resolve();
  }
  observer.observe(element);
  for (const type of INTERACTIONS) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  // Back or Forward: opened in the same task as the router hears it, before React renders the
  // new location.
  window.addEventListener('popstate', open);
  const thenable = ready as TrackedThenable<void>;
  gates.set(key, { element, ready: thenable, open, done });
  return thenable;
}
