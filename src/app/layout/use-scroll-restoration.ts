import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from '../../lib/keep-scroll';
import { planScroll, positionKey, readSavedPositions, type EntryArrival } from './scroll-plan';

const STORAGE_KEY = 'scroll-positions';

/**
 * How long a restored position waits for the page to grow tall enough to reach it (a lazy
 * chunk, the data after a reload), after which the page goes as far as it can.
 */
const RESTORE_WAIT_MS = 3000;

/** What a visitor does to scroll or act on their own, which ends a wait to restore. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The one owner of the window's scroll position (pages never scroll themselves): a new page
 * opens at the top (or at its #hash), a change in place keeps the position, and Back and
 * Forward — and a reload — return to where the visitor was.
 *
 * Positions are recorded as the visitor scrolls, not when the next page renders: by then the
 * old page is gone and the browser may have cut the position down to what the new one allows.
 *
 * Not React Router's <ScrollRestoration>: it leaves a page hydrated with its data to the
 * browser's own restore and never restores after a revalidation, so a prerendered list that
 * grows once the app has started (the cards Load more had added, a filtered visit's cards)
 * opens short of where it was left after a reload or a Back into the site. This waits for them.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const entryKey = positionKey(location);
  const currentKey = useRef(entryKey);
  const restoring = useRef(false);
  const firstEntry = useRef(true);

  useEffect(() => {
    const saved = savedPositions(positions);
    const onScroll = () => {
      if (!restoring.current) saved.set(currentKey.current, window.scrollY);
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(saved)));
      } catch {
        // Storage may be unavailable (privacy mode); restoring within the visit still works.
      }
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);

  useLayoutEffect(() => {
    const saved = savedPositions(positions);
    currentKey.current = entryKey;
    const arrival: EntryArrival = firstEntry.current
      ? { by: 'load', type: documentNavigationType() }
      : { by: navigationType };
    firstEntry.current = false;
    if (arrival.by === 'load' && 'scrollRestoration' in window.history) {
      window.history.scrollRestoration = 'manual';
    }

    const plan = planScroll({
      arrival,
      saved: saved.get(entryKey),
      hash: location.hash,
      keepScroll: keepsScroll(location.state),
    });
    if (plan.kind === 'restore') {
      saved.set(entryKey, plan.y);
      restoring.current = true;
      const cancel = scrollWhenReachable(plan.y, () => {
        restoring.current = false;
        saved.set(entryKey, window.scrollY);
      });
      // Left before the page could get there: the saved position stays the one to go back to.
      return () => {
        cancel();
        restoring.current = false;
      };
    }
    if (plan.kind === 'hash') document.getElementById(plan.id)?.scrollIntoView();
    if (plan.kind === 'top') window.scrollTo(0, 0);
    saved.set(entryKey, window.scrollY);
    return undefined;
  }, [entryKey, location.hash, location.state, navigationType]);
}

/** The visit's saved positions, read from sessionStorage the first time they are needed. */
function savedPositions(ref: { current: Map<string, number> | null }): Map<string, number> {
  if (!ref.current) {
    let text: string | null = null;
    try {
      text = sessionStorage.getItem(STORAGE_KEY);
    } catch {
      // As above: start empty.
    }
    ref.current = readSavedPositions(text);
  }
  return ref.current;
}

/** How the browser loaded this document: 'navigate', 'reload', 'back_forward'… */
function documentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * Scrolls to `y` as soon as the page is tall enough to get there, in one move rather than in
 * steps as it grows. Stops waiting when the visitor scrolls or acts, or after RESTORE_WAIT_MS
 * (then goes as far as the page allows), and calls `done`. Returns a cancel, which does not.
 */
function scrollWhenReachable(y: number, done: () => void): () => void {
  const root = document.documentElement;
  const reachable = () => root.scrollHeight - root.clientHeight >= Math.floor(y);
  if (reachable()) {
    window.scrollTo(0, y);
    done();
    return () => {};
  }
  const finish = (scroll: boolean) => {
    stop();
    if (scroll) window.scrollTo(0, y);
    done();
  };
  const observer = new ResizeObserver(() => {
    if (reachable()) finish(true);
  });
  const timer = window.setTimeout(() => finish(true), RESTORE_WAIT_MS);
  const onInput = () => finish(false);
  observer.observe(document.body);
  VISITOR_INPUT.forEach((type) => window.addEventListener(type, onInput, { passive: true }));
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    VISITOR_INPUT.forEach((type) => window.removeEventListener(type, onInput));
  }
  return stop;
}
