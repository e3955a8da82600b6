import { style } from '@vanilla-extract/css';
import { button } from '../../components/button.css';
import { NARROW_HEADER } from '../../config/layout';
import { alpha, narrowerThan, palette, up, zIndex } from '../../styles/theme';
import { PRIMARY_LABELS } from './primary-link';

const compact = narrowerThan(NARROW_HEADER.compact);

// A plain sticky header: the menu stays in reach on a long list.
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.header,
  borderBottom: `1px solid ${palette.divider}`,
  backgroundColor: palette.white,
});

export const toolbar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 64,
  '@media': { [up.md]: { minHeight: 72 } },
});

/** The primary button's side padding (px): it is reserved with its label's width below. */
const PRIMARY_PADDING = { xs: 14, sm: 20, compact: 10 } as const;
const longestPrimaryLabel = Math.max(...PRIMARY_LABELS.map((label) => label.length));
/**
 * The primary link's column is as wide as its longer label whichever it reads, so About Us
 * stays put when it toggles, and when a page is painted before the link has arrived.
 */
const primaryColumn = (padding: number) =>
  `auto minmax(calc(${longestPrimaryLabel}ch + ${2 * padding}px), max-content)`;

export const nav = style({
  marginLeft: 'auto',
  display: 'grid',
  gap: 4,
  // The buttons' font, so `ch` in the column measures their labels.
  fontSize: '0.875rem',
  fontWeight: 700,
  gridTemplateColumns: primaryColumn(PRIMARY_PADDING.xs),
  '@media': {
    [up.sm]: { gridTemplateColumns: primaryColumn(PRIMARY_PADDING.sm) },
    [compact]: { gridTemplateColumns: primaryColumn(PRIMARY_PADDING.compact) },
  },
});

export const aboutLink = style([
  button.text,
  {
    whiteSpace: 'nowrap',
    paddingInline: 10,
    selectors: { '&.active': { backgroundColor: alpha(palette.navy, 0.08) } },
    '@media': { [up.sm]: { paddingInline: 16 }, [compact]: { paddingInline: 8 } },
  },
]);

export const primaryLink = style([
  button.containedSecondary,
  {
    whiteSpace: 'nowrap',
    padding: `4px ${PRIMARY_PADDING.xs}px`,
    '@media': {
      [up.sm]: { padding: `6px ${PRIMARY_PADDING.sm}px` },
      [compact]: { paddingInline: PRIMARY_PADDING.compact },
    },
  },
]);
