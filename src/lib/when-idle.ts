/**
 * Runs `task` once the browser is idle, for work the first screen does not need (fetching the
 * code of carousels and the photo viewer, hydrating sections below the fold). Returns what
 * cancels it.
 *
 * Safari has no `requestIdleCallback`, and most visitors are on iPhones: there the task waits
 * for the load event (the page and its first photos are in) and then runs in a task of its
 * own, a moment later, so that work queued this way never joins one long task.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task());
    return () => cancelIdleCallback(id);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(task, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
  };
}

/** How long after the load event (or the previous task) the fallback waits: a few frames. */
const AFTER_LOAD_MS = 50;
