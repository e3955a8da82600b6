import { style, styleVariants } from '@vanilla-extract/css';
import { palette, up } from '../../../styles/theme';

/** How far the fade at a scrolling row's edge reaches (px); focus scrolling keeps clear of it. */
export const FADE = 48;

/** An option's height, and the room above and below a row of them (px). */
const OPTION_HEIGHT = 36;
const ROW_PADDING = 4;

export const group = style({
  display: 'flex',
  gap: 8,
  flexWrap: 'wrap',
  '@media': { [up.md]: { flexWrap: 'nowrap' } },
});

export const label = style({
  fontWeight: 700,
  color: palette.textSecondary,
  minWidth: 64,
  width: '100%',
  alignItems: 'center',
  '@media': {
    // Beside the options, centred on their first row by its own height rather than against
    // the options: a page painted before they have all arrived (a slow network) must not move
    // the label when they do.
    [up.md]: { width: 'auto', display: 'flex', minHeight: OPTION_HEIGHT + 2 * ROW_PADDING },
  },
});

/** A few options in equal cells: two a row on phones, four from 600px. */
export const grid = style({
  display: 'grid',
  gap: 8,
  flex: 1,
  paddingBlock: ROW_PADDING,
  maxWidth: '100%',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [up.sm]: { maxWidth: 600, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** An option: a link drawn as a button, the chosen one filled, the others outlined. */
export const option = style({
  height: OPTION_HEIGHT,
  paddingInline: 14,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * Each count reserves room for as many digits as the largest (and its brackets), so none moves
 * when live data replaces the prerendered counts. A margin, not a space before it: an option
 * lays its text out as flex items, which drops a space between them ("All(10)").
 */
export const MAX_COUNT_DIGITS = 6;
export const count = styleVariants(
  Object.fromEntries(
    Array.from({ length: MAX_COUNT_DIGITS }, (_, index) => [index + 1, `${index + 3}ch`]),
  ),
  (minWidth) => ({ display: 'inline-block', marginLeft: 4, minWidth, textAlign: 'start' }),
);

/** One row that scrolls sideways, with room for its edge cues. */
export const scroller = style({
  position: 'relative',
  minWidth: 0,
  maxWidth: '100%',
  '@media': { [up.md]: { flex: 1 } },
});

export const row = style({
  display: 'flex',
  gap: 8,
  overflowX: 'auto',
  paddingBlock: ROW_PADDING,
  scrollPaddingInline: FADE,
  // The fade and arrow show what the scrollbar would, without a bar that would change the
  // row's height when the data's cities stop fitting.
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

/** The attributes ScrollingRow sets on `scroller` where more options follow. */
export const MORE_BEFORE = 'data-more-before';
export const MORE_AFTER = 'data-more-after';

/** A fade over the row's edge with an arrow, shown where more options follow. */
const edge = (side: 'start' | 'end') =>
  ({
    position: 'absolute',
    selectors: {
      [`${scroller}:not([${side === 'end' ? MORE_AFTER : MORE_BEFORE}]) &`]: { display: 'none' },
    },
    top: 0,
    bottom: 0,
    [side === 'end' ? 'right' : 'left']: 0,
    width: FADE,
    display: 'flex',
    alignItems: 'center',
    justifyContent: side === 'end' ? 'flex-end' : 'flex-start',
    cursor: 'pointer',
    color: palette.navy,
    background: `linear-gradient(to ${side === 'end' ? 'right' : 'left'}, transparent, ${palette.page} 60%)`,
  }) as const;

export const edgeCue = styleVariants({ start: edge('start'), end: edge('end') });
