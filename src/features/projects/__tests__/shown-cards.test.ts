import { describe, expect, it } from 'vitest';
import { PROJECT_LIST_PAGE_SIZE } from '../../../config/layout';
import { keepsScroll } from '../../../lib/keep-scroll';
import { readShownCards, shownCardsState } from '../shown-cards';

const PAGE = PROJECT_LIST_PAGE_SIZE;

describe('shown cards in history state', () => {
  it('reads back what Load more wrote, keeping the scroll position', () => {
    const state = shownCardsState(3 * PAGE);
    expect(readShownCards(state)).toBe(3 * PAGE);
    expect(keepsScroll(state)).toBe(true);
  });

  it('starts at one page on a new entry or anything that is not whole pages', () => {
    for (const state of [
      null,
      undefined,
      {},
      { keepScroll: true },
      { shownCards: '24' },
      { shownCards: PAGE + 1 },
      { shownCards: -PAGE },
      { shownCards: Number.NaN },
      { shownCards: 0 },
    ]) {
      expect(readShownCards(state)).toBe(PAGE);
    }
  });
});
