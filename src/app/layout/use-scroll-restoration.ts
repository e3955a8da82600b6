import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from '../../lib/keep-scroll';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>();

// useLayoutEffect warns when rendered on the server; there is nothing to restore there.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * What the data router's <ScrollRestoration> did, for the declarative router: a new page
 * opens at the top (or at its #hash), and Back/Forward return to where the visitor was.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
        string,
        number
      >;
      Object.entries(saved).forEach(([key, y]) => positions.set(key, y));
    } catch {
      // Storage may be unavailable (privacy mode); restoring within the visit still works.
    }
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
      } catch {
        // As above.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useIsomorphicLayoutEffect(() => {
    const key = location.key;
    if (navigationType === 'POP' && positions.has(key)) {
      window.scrollTo(0, positions.get(key) ?? 0);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== 'POP' && !keepsScroll(location.state)) {
      // A new page opens at the top; a change in place (a list filter, the photo viewer) stays.
      window.scrollTo(0, 0);
    }
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key, location.hash, location.state, navigationType]);
}
