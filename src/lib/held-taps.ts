/**
 * Taps on prerendered HTML that has not hydrated yet. React, handed a press inside a section it
 * cannot hydrate at that moment (its code is still loading), stops the event and forgets it;
 * and a section React hydrates in the middle of a click gets its own listeners too late for
 * that click (Swiper's arrows listen on the arrow itself). Either way the visitor's first tap
 * would do nothing. So presses inside such a section are heard first, on the document in the
 * capture phase (before React's listener on the root), kept from React until the section has
 * hydrated, and the tap's click is then dispatched again: on the same element, at the same spot
 * of it (a comparison moves its divider to where it was tapped).
 */

const PRESSES = ['pointerdown', 'touchstart', 'click'];

/** A held click: its element, and where on it (px from its top left corner). */
type HeldClick = [target: Element, x: number, y: number];

/**
 * Presses a gate has taken. Gates can nest (a carousel inside a page still loading): the
 * outer one takes a press and replays it, and only that replay reaches the inner one.
 */
const taken = new WeakSet<Event>();

/**
 * Holds presses inside `element` until the section has hydrated: call the returned function
 * then; it stops holding and replays the clicks it held. The gate also stands down, at the next
 * press anywhere, once `element` has left the page or `stale` says it no longer applies (the
 * visitor has gone to another page), dropping what it held, so nothing stays listening for a
 * section that is gone and no old tap lands after the visitor's newer ones.
 */
export function holdEarlyTaps(element: Element, stale: () => boolean = () => false): () => void {
  const held: HeldClick[] = [];
  const onPress = (event: Event) => {
    if (!element.isConnected || stale()) {
      // What it held was meant for a page the visitor has left: it is not replayed there.
      held.length = 0;
      release();
      return;
    }
    const target = event.target;
    if (!(target instanceof Element) || !element.contains(target) || taken.has(event)) return;
    // A link works without React: the browser follows it.
    if (target.closest('a[href]')) return;
    taken.add(event);
    event.stopPropagation();
    if (event instanceof MouseEvent && event.type === 'click') held.push(heldClick(event, target));
  };
  for (const type of PRESSES) {
    document.addEventListener(type, onPress, { capture: true, passive: true });
  }
  let released = false;
  function release() {
    if (released) return;
    released = true;
    for (const type of PRESSES) document.removeEventListener(type, onPress, true);
    // After the commit that hydrated the section, not inside it: handlers may render.
    if (held.length > 0) setTimeout(() => held.splice(0).forEach(replay));
  }
  return release;
}

declare global {
  interface Window {
    /** Clicks index.html's inline script noted before the app started (see below). */
    earlyClicks?: HeldClick[];
  }
}

/**
 * Clicks from before the app started: a built page starts it after its first paint
 * (scripts/build/paint-first-entry.ts), and index.html's inline script notes clicks meanwhile,
 * as `heldClick` does. Takes them (the script stops noting) and replays them after the current
 * task, once React listens on the root: React hydrates what a click lands on before handling
 * it, and a click in a section that cannot hydrate yet is held by `holdEarlyTaps` until it has.
 * Call it right after starting to hydrate or render.
 */
export function replayEarlyClicks(): void {
  const clicks = window.earlyClicks ?? [];
  window.earlyClicks = undefined;
  if (clicks.length > 0) setTimeout(() => clicks.forEach(replay));
}

function heldClick(event: MouseEvent, target: Element): HeldClick {
  const box = target.getBoundingClientRect();
  return [target, event.clientX - box.left, event.clientY - box.top];
}

/**
 * The click again, at the same spot of its element, wherever the page has scrolled since;
 * not on an element that has left the page, nor on one that a dialog opened since covers.
 */
function replay([target, x, y]: HeldClick): void {
  if (!target.isConnected) return;
  const dialog = document.querySelector('[aria-modal="true"]');
  if (dialog && !dialog.contains(target)) return;
  const box = target.getBoundingClientRect();
  const at = { clientX: box.left + x, clientY: box.top + y };
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...at }));
}
