import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * `prerendered` while React hydrates prerendered HTML (and on the server), `value` after: for
 * what the prerender cannot know, like the query string or the history entry's state, which
 * must not be rendered during hydration. React renders again after hydrating only when the two
 * differ (useSyncExternalStore compares them), so a cold visit, where they agree, pays for no
 * second render. Primitives only: React compares them with Object.is.
 */
export function useAfterHydration<T extends string | number | boolean | null | undefined>(
  value: T,
  prerendered: T,
): T {
  return useSyncExternalStore(
    subscribeNever,
    () => value,
    () => prerendered,
  );
}

/** False while React hydrates prerendered HTML (and on the server), true after. */
export function useHydrated(): boolean {
  return useAfterHydration(true, false);
}
