import { keyframes, style } from '@vanilla-extract/css';
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

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// Over the page being left while the next page's code comes. Fixed, so nothing under it moves:
// a shorter page would cut the scroll position being saved for Back. It shows after 300 ms, so
// a quick load shows nothing, and lets taps through, so the visitor can still go elsewhere.
export const pending = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.pending,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: 'rgb(255 255 255 / 0.75)',
  pointerEvents: 'none',
  opacity: 0,
  animation: `${appear} 150ms ease-out 300ms forwards`,
});
