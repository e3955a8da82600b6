/**
 * Clicks made before the app started, replayed once it has: the one home of that mechanism
 * (docs/architecture.md, "Start-up"). index.html's second inline script notes every click
 * that lands outside a link, with the spot of the element it landed on; a link needs no app,
 * since the browser follows it. So every control that can say what it does as a URL is a link:
 * a photo's opener (its `?photo=` deep link), a filter of the list (the filtered list's URL),
 * a card's View, the menus.
 *
 * What still needs the replay, because what it does is not a place:
 *  - a carousel's arrows and bullets, before Swiper has set the carousel up: they move it;
 *  - a comparison (Before & After): a tap moves the divider to the spot tapped. iOS Safari
 *    sends a tap's click only to an element that listens for clicks below the body, so the
 *    inline script also listens on #root once the page is parsed;
 *  - Load more projects: the count shown is kept in the history entry, not in the URL;
 *  - Share: the platform's share sheet, or the clipboard;
 *  - the City row's edge arrows: they scroll the row.
 * A control added to a built page that is not a link joins this list.
 */

/** A click index.html noted before the app started: its element, and where on it (px). */
type EarlyClick = [target: Element, x: number, y: number];

declare global {
  interface Window {
    /** Clicks index.html's inline script noted before the app started (see above). */
    earlyClicks?: EarlyClick[];
  }
}

/**
 * The clicks noted before the start, taken (the inline script stops noting) and dispatched
 * again after this task, once React listens on the root: on the same element, at the same spot
 * of it (a comparison moves its divider to where it was tapped), unless it has left the page
 * or a dialog opened since covers it.
 */
export function replayEarlyClicks(): void {
  const clicks = window.earlyClicks ?? [];
  window.earlyClicks = undefined;
  if (clicks.length > 0) setTimeout(() => clicks.forEach(replay));
}

function replay([target, x, y]: EarlyClick): void {
  if (!target.isConnected) return;
  const dialog = document.querySelector('[aria-modal="true"]');
  if (dialog && !dialog.contains(target)) return;
  const box = target.getBoundingClientRect();
  const at = { clientX: box.left + x, clientY: box.top + y };
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...at }));
}
