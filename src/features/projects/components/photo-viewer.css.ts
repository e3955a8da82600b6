import { globalStyle, style } from '@vanilla-extract/css';
import { alpha, palette, up } from '../../../styles/theme';

/** The whole screen, in ink: the photos' stage between a top and a bottom bar. */
export const viewer = style({
  // Laid out from the first render (not only once open), so Swiper measures its real width.
  display: 'flex',
  flexDirection: 'column',
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  color: palette.white,
  backgroundColor: palette.ink,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  minHeight: 56,
  '@media': { [up.sm]: { paddingInline: 16 } },
});

export const titles = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontWeight: 700,
  fontSize: '1rem',
  lineHeight: 1.3,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const counter = style({ margin: 0, fontSize: '0.875rem', color: palette.grey400 });

/** A round icon button on the ink (a plain <button>: see ViewerButton). */
export const viewerButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  cursor: 'pointer',
  color: palette.white,
  backgroundColor: 'rgba(0, 0, 0, 0.55)',
  fontSize: '1.5rem',
  selectors: {
    '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.75)' },
    '&[aria-disabled="true"]': { cursor: 'default', color: alpha(palette.white, 0.35) },
    '&:focus-visible': { outline: `3px solid ${palette.white}`, outlineOffset: 2 },
  },
});

const side = style({ position: 'absolute', zIndex: 2, top: '50%', marginTop: -22 });
export const previous = style([side, { left: 8 }]);
export const next = style([side, { right: 8 }]);

export const stage = style({ position: 'relative', flex: 1, minHeight: 0 });

export const swiper = style({ height: '100%' });

// Swiper zooms the <picture> of a local photo: make it the slide's box, centring it.
globalStyle(`${stage} .swiper-zoom-container > picture`, {
  display: 'flex',
  width: '100%',
  height: '100%',
  alignItems: 'center',
  justifyContent: 'center',
});

export const photo = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
});

export const bottomBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: '8px 16px calc(12px + env(safe-area-inset-bottom, 0px))',
  minHeight: 56,
  textAlign: 'center',
});

export const caption = style({ margin: 0, fontSize: '0.9375rem' });

export const beforeAfter = style({ display: 'flex' });

export const toggle = style({
  font: 'inherit',
  fontWeight: 600,
  fontSize: '0.875rem',
  minHeight: 40,
  paddingInline: 16,
  cursor: 'pointer',
  border: `1px solid ${alpha(palette.white, 0.7)}`,
  color: palette.white,
  backgroundColor: 'transparent',
  selectors: {
    '&[aria-pressed="true"]': { color: palette.ink, backgroundColor: palette.white },
    '&:first-of-type': { borderRadius: '20px 0 0 20px' },
    '&:last-of-type': { borderRadius: '0 20px 20px 0' },
    '&:focus-visible': { outline: `3px solid ${palette.white}`, outlineOffset: 2 },
  },
});
