/**
 * Deferred work for a prerendered section below the fold: a thenable, read with React's `use`,
 * that settles when the section comes near the viewport or the visitor reaches for it. A
 * section whose component waits on it keeps its prerendered HTML, unhydrated and costing
 * nothing, until then — so the first screen's main thread is not spent on what is not in view.
 */

import type { ReactPromise } from 'react';

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

type Gate = { element: Element; ready: TrackedThenable<void>; stop: () => void };
const gates = new Map<string, Gate>();

/**
 * Settles when the prerendered element carrying `key` nears the viewport or is interacted
 * with. Settled at once where there is nothing to wait for: on the server, when the element is
 * not in the document (a page rendered on the client), or without IntersectionObserver.
 * Call it during render: the same key and element give the same thenable on every attempt.
 */
export function nearViewport(key: string): TrackedThenable<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return settledNow;
  }
  const element = document.querySelector(`[${NEAR_VIEWPORT_ATTRIBUTE}="${CSS.escape(key)}"]`);
  const known = gates.get(key);
  if (known?.element === element) return known.ready;
  // The page was rendered again since (a client-side visit): its element is another one.
  known?.stop();
  gates.delete(key);
  if (!element) return settledNow;

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
  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) open();
  };
  const stop = () => {
    observer.disconnect();
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
  };
  function open() {
    // Synchronously, so that React, handling this very event next, reads it as fulfilled.
    ready.status = 'fulfilled';
    ready.value = undefined;
    stop();
    resolve();
  }
  observer.observe(element);
  for (const type of INTERACTIONS) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  const thenable = ready as TrackedThenable<void>;
  gates.set(key, { element, ready: thenable, stop });
  return thenable;
}
