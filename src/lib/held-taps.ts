/**
 * Taps on prerendered HTML whose code has not arrived yet. React, handed a press inside a
 * section it cannot hydrate at that moment (its code is still loading), stops the event and
 * forgets it: the visitor's first tap would do nothing. So presses inside such a section are
 * heard first, on the document in the capture phase (before React's listener on the root),
 * kept from React while the code is missing, and the tap's click is dispatched again once the
 * section has hydrated: on the same element, at the same spot of it (a comparison moves its
 * divider to where it was tapped).
 */

/** What a section needs before it can hydrate: whether it has arrived, and how to fetch it. */
export type SectionCode = { ready: () => boolean; prepare: () => void };

/** Everything that shows the visitor reaching for the section. */
const REACHES = ['pointerover', 'focusin', 'pointerdown', 'touchstart', 'click'] as const;
/** What React would drop: a press, and the click it ends in (replayed later). */
const PRESSES = new Set<string>(['pointerdown', 'touchstart', 'click']);

type HeldClick = { target: Element; x: number; y: number; init: MouseEventInit };

/**
 * Holds presses inside `element` while `code` is not ready, until `hydrated` is called.
 * `onReach` hears every interaction inside it (the section should hydrate now).
 */
export function holdEarlyTaps(
  element: Element,
  code: SectionCode,
  onReach: () => void = () => {},
): { hydrated: () => void } {
  let isHydrated = false;
  const held: HeldClick[] = [];
  const onInteraction = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !element.contains(target)) return;
    onReach();
    if (code.ready() || !PRESSES.has(event.type)) return;
    // A link works without React: the browser follows it.
    if (target.closest('a[href]')) return;
    code.prepare();
    event.stopPropagation();
    if (event.type === 'click' && event instanceof MouseEvent) held.push(heldClick(event, target));
  };
  for (const type of REACHES) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  return {
    hydrated: () => {
      if (isHydrated) return;
      isHydrated = true;
      for (const type of REACHES) document.removeEventListener(type, onInteraction, true);
      // After the commit that hydrated the section, not inside it: handlers may render.
      if (held.length > 0) setTimeout(() => held.splice(0).forEach(replay));
    },
  };
}

function heldClick(event: MouseEvent, target: Element): HeldClick {
  const box = target.getBoundingClientRect();
  const { button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey } = event;
  return {
    target,
    x: event.clientX - box.left,
    y: event.clientY - box.top,
    init: { button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey },
  };
}

/** The click again, where the element is now (the page may have scrolled since). */
function replay({ target, x, y, init }: HeldClick): void {
  if (!target.isConnected) return;
  const box = target.getBoundingClientRect();
  const clientX = box.left + x;
  const clientY = box.top + y;
  target.dispatchEvent(
    new MouseEvent('click', {
      ...init,
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX,
      clientY,
      screenX: window.screenX + clientX,
      screenY: window.screenY + clientY,
    }),
  );
}
