/** Layout constants named by the spec (§9). The theme and the list grid read these. */
export const BREAKPOINTS = { sm: 600, md: 768, lg: 1024 } as const;

/**
 * Narrow phones (px): below `compact` the header's menu buttons take less padding, and below
 * `houseOnly` the logo shows its house without the wordmark (the link keeps its name), so the
 * header fits a 320px screen without scrolling the page sideways.
 */
export const NARROW_HEADER = { compact: 400, houseOnly: 380 } as const;

/** How many projects the home page previews. */
export const HOME_PREVIEW_COUNT = 3;

/**
 * The column that holds every page's content: as wide as the screen up to the lg breakpoint,
 * less its padding (16px, 24px from sm).
 */
export const CONTAINER = { maxWidth: BREAKPOINTS.lg, padding: { xs: 16, sm: 24 } } as const;

/** A value from each breakpoint up (xs is the base). */
export type Responsive<T> = { xs: T } & Partial<Record<keyof typeof BREAKPOINTS, T>>;

/**
 * A grid of the container's width: its columns as `fr` shares and the gap between them (px),
 * from each breakpoint up. Components draw their grid from it and photo `sizes` are computed
 * from it (src/lib/photo-sizes.ts), so the two cannot disagree.
 */
export type ContentGrid = { tracks: Responsive<readonly number[]>; gap: Responsive<number> };

/** Project cards: one column on small screens, 2 from 768px, 3 from 1024px (spec §2). */
export const CARD_GRID: ContentGrid = {
  tracks: { xs: [1], md: [1, 1], lg: [1, 1, 1] },
  gap: { xs: 24 },
};

/** A card's outline (px), inside which its cover is drawn. */
export const CARD_BORDER = 1;

/** The details page's head: the cover above the facts, beside them (3 : 2) from 1024px. */
export const COVER_GRID: ContentGrid = { tracks: { xs: [1], lg: [3, 2] }, gap: { xs: 24, md: 40 } };

/** Carousels and comparisons: the full container, two a row from 1024px. */
export const SECTION_GRID: ContentGrid = { tracks: { xs: [1], lg: [1, 1] }, gap: { xs: 32 } };

/** Room the photo viewer's top bar and caption take from the photo's height (px). */
export const VIEWER_CHROME_HEIGHT = 120;

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
