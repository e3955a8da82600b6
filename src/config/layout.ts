/** Layout constants named by the spec (§9). The theme and the list grid read these. */
export const BREAKPOINTS = { sm: 600, md: 768, lg: 1024 } as const;

/** How many projects the home page previews. */
export const HOME_PREVIEW_COUNT = 3;

/** A carousel or comparison is the full container on phones and tablets, half of it from 1024px. */
export const SECTION_PHOTO_SIZES = '(min-width: 1200px) 568px, (min-width: 1024px) 47vw, 94vw';

/** Card and cover images are shown at 16:9. */
export const IMAGE_ASPECT_RATIO = '16 / 9';

/**
 * The project list renders this many cards, then a Load more button adds as many again, so a
 * portfolio of thousands stays quick. A multiple of 1, 2 and 3 keeps every grid row full.
 */
export const PROJECT_LIST_PAGE_SIZE = 12;

/**
 * Phones (below 600px) get a Call/E-mail bar fixed to the bottom; the page keeps this much
 * free under its last element (plus the safe-area inset), so the bar covers nothing.
 */
export const PHONE_BAR_HEIGHT = 64;
