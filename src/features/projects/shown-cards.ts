import { PROJECT_LIST_PAGE_SIZE } from '../../config/layout';
import { KEEP_SCROLL } from '../../lib/keep-scroll';

/**
 * How many cards a list entry shows lives in that entry's history state, so Back (or a
 * reload) brings back the cards the visitor had loaded, and the scroll position among them;
 * a new entry (a link, another filter) starts at one page. Load more changes the page in
 * place, so it keeps the scroll position too.
 */
export function shownCardsState(count: number) {
  return { ...KEEP_SCROLL, shownCards: count };
}

/** The count an entry's history state asks for: whole pages, at least one. */
export function readShownCards(state: unknown): number {
  const count = (state as { shownCards?: unknown } | null)?.shownCards;
  return typeof count === 'number' &&
    Number.isInteger(count) &&
    count > PROJECT_LIST_PAGE_SIZE &&
    count % PROJECT_LIST_PAGE_SIZE === 0
    ? count
    : PROJECT_LIST_PAGE_SIZE;
}
