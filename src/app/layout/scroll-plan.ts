/** Where the page should be once a history entry is on screen. */
type ScrollPlan =
  | { kind: 'restore'; y: number }
  | { kind: 'hash'; id: string }
  | { kind: 'top' }
  /**
   * Leave the position alone: a change in place, or the browser's own on a load (a fresh one,
   * or one from history that the app saved nothing for: it had not started on that page).
   */
  | { kind: 'keep' };

/** How a history entry came on screen. */
export type EntryArrival =
  /** The app moved to it: a link (PUSH), a replaced entry (REPLACE), Back or Forward (POP). */
  | { by: 'PUSH' | 'REPLACE' | 'POP' }
  /**
   * The document loaded on it, by the browser's navigation type: a reload or a Back/Forward
   * into the site brings an entry the visitor has seen; a fresh load ('navigate') does not,
   * even if this tab once saved a position for a landing at the same URL.
   */
  | { by: 'load'; type: string | undefined };

type Entry = {
  arrival: EntryArrival;
  /** The position saved for this entry when the visitor was last on it. */
  saved: number | undefined;
  /** location.hash, with its '#'. */
  hash: string;
  /** The navigation changed part of the page in place (src/lib/keep-scroll.ts). */
  keepScroll: boolean;
};

/**
 * Back and Forward return to where the visitor was; a new page opens at the top, or at its
 * #hash; a filter or the photo viewer keeps the position.
 */
export function planScroll({ arrival, saved, hash, keepScroll }: Entry): ScrollPlan {
  const returning =
    arrival.by === 'POP' ||
    (arrival.by === 'load' && (arrival.type === 'reload' || arrival.type === 'back_forward'));
  if (returning && saved !== undefined) return { kind: 'restore', y: saved };
  if (hash.length > 1) return { kind: 'hash', id: hashTarget(hash) };
  if (arrival.by === 'load' || keepScroll) return { kind: 'keep' };
  return { kind: 'top' };
}

/** The element id a #hash names; a malformed escape (#%) is taken as it is written. */
function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** The key React Router gives an entry no navigation of the app's made: a document's landing. */
const LANDING_KEY = 'default';

/**
 * The key an entry's position is saved under. React Router keys every landing entry alike, and
 * the positions of one tab's documents share its sessionStorage: a page loaded again from
 * history (Back where the browser did not keep it, such as into a page a photo's link was
 * followed from before the app started) would otherwise be moved to the position another
 * document saved, away from the one the browser restored. A landing entry keeps its URL for as
 * long as it has that key, so the URL tells landings apart.
 */
export function positionKey({ key, pathname, search, hash }: PositionEntry): string {
  return key === LANDING_KEY ? `${key} ${pathname}${search}${hash}` : key;
}

type PositionEntry = { key: string; pathname: string; search: string; hash: string };

/** Saved positions as sessionStorage holds them, keeping only what is one (untrusted input). */
export function readSavedPositions(text: string | null): Map<string, number> {
  const positions = new Map<string, number>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '{}');
  } catch {
    return positions;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return positions;
  for (const [key, y] of Object.entries(parsed)) {
    if (typeof y === 'number' && Number.isFinite(y) && y >= 0) positions.set(key, y);
  }
  return positions;
}
