import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

// useLayoutEffect warns when rendered on the server, where nothing is called anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A callback that keeps its identity across renders and always calls the latest `callback`:
 * for event handlers handed to memoised sections, which then do not render again (and, while
 * still unhydrated, are not pulled into hydrating) when only the handler's closure changed.
 */
export function useLatestCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
): (...args: Args) => void {
  const latest = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
