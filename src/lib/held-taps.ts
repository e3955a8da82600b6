/**
 * Taps on prerendered HTML whose code has not arrived yet. React, handed a press inside a
 * section it cannot hydrate at that moment (its code is still loading), stops the event and
 * forgets it: the visitor's first tap would do nothing. So presses inside such a section are
 * heard first, on the document in the capture phase (before React's listener on the root),
 * kept from React while the code is missing, and the tap's click is dispatched again once the
 * section has hydrated: on the same element, at the same spot of it (a comparison moves its
 * divider to where it was tapped).
 */

const PRESSES = ['pointerdown', 'touchstart', 'click'];

/** A held click: its element, and where on it (px from its top left corner). */
type HeldClick = [target: Element, x: number, y: number];

/**
 * Holds presses inside `element` while `ready` says no. Returns what to call once the section
 * has hydrated: it stops holding and replays the clicks it held.
 */
export function holdEarlyTaps(element: Element, ready: () => boolean): () => void {
  const held: HeldClick[] = [];
  const onPress = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !element.contains(target) || ready()) return;
    // A link works without React: the browser follows it.
    if (target.closest('a[href]')) return;
    event.stopPropagation();
    if (event instanceof MouseEvent && event.type === 'click') {
      const box = target.getBoundingClientRect();
      held.push([target, event.clientX - box.left, event.clientY - box.top]);
    }
  };
  for (const type of PRESSES) {
    document.addEventListener(type, onPress, { capture: true, passive: true });
  }
  let hydrated = false;
  return () => {
    if (hydrated) return;
    hydrated = true;
    for (const type of PRESSES) document.removeEventListener(type, onPress, true);
    // After the commit that hydrated the section, not inside it: handlers may render.
    if (held.length > 0) setTimeout(() => held.splice(0).forEach(replay));
  };
}

declare global {
  interface Window {
    /** Clicks index.html's inline script noted before the app started (see below). */
    earlyClicks?: HeldClick[];
  }
}

/**
 * Clicks from before the app started: a built page starts it after its first paint
 * (scripts/build/paint-first-entry.ts), and index.html's inline script notes clicks meanwhile.
 * Takes them (the script stops noting) and replays them after the current task, once React
 * listens on the root: React hydrates what a click lands on before handling it, and a click in
 * a page whose module is still loading is held by `holdEarlyTaps` until that page has hydrated.
 * Call it right after starting to hydrate or render.
 */
export function replayEarlyClicks(): void {
  const clicks = window.earlyClicks ?? [];
  window.earlyClicks = undefined;
  if (clicks.length > 0) setTimeout(() => clicks.forEach(replay));
}

/** The click again, at the same spot of its element, wherever the page has scrolled since. */
function replay([target, x, y]: HeldClick): void {
  if (!target.isConnected) return;
  const box = target.getBoundingClientRect();
  const at = { clientX: box.left + x, clientY: box.top + y };
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...at }));
}
