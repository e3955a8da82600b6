import { style } from '@vanilla-extract/css';
import { PHONE_BAR_HEIGHT } from '../../config/layout';
import { palette, radius, up, zIndex } from '../../styles/theme';

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // The phone bar's height, kept free under the footer so the bar never covers the page's end.
  paddingBottom: `calc(${PHONE_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))`,
  '@media': { [up.sm]: { paddingBottom: 0 } },
});

export const skipLink = style({
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: zIndex.skipLink,
  padding: '8px 16px',
  backgroundColor: palette.navy,
  color: palette.white,
  borderRadius: radius(),
  selectors: { '&:focus': { top: 8 } },
});

// A full viewport keeps the footer below the fold while content loads, so swapping the
// spinner for cards never shifts anything the visitor can see.
export const main = style({ flex: 1, minHeight: '100vh', outline: 'none' });
