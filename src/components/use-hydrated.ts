import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while React hydrates prerendered HTML (and on the server), true after: for what the
 * prerender cannot know, like the query string, which must not be rendered during hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
