import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback that keeps its identity across renders and always calls the latest `callback`:
 * for event handlers handed to memoised sections, which then do not render again (and, while
 * still unhydrated, are not pulled into hydrating) when only the handler's closure changed.
 */
export function useLatestCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
): (...args: Args) => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
