import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { palette, radius } from '../../../styles/theme';

/**
 * Where the divider stands, as a percentage of the frame's width: 50% as built, and set on the
 * frame's own style once the visitor moves it (compare-slider.tsx). A custom property, so the
 * prerendered HTML carries no style attribute (the CSP allows none).
 */
export const DIVIDER = '--compare-divider';
const at = `var(${DIVIDER})`;

export const frame = style({
  vars: { [DIVIDER]: '50%' },
  position: 'absolute',
  inset: 0,
  touchAction: 'pan-y',
  userSelect: 'none',
  cursor: 'ew-resize',
});

// Photos never take the pointer: the frame handles every drag and click on them.
globalStyle(`${frame} img`, { pointerEvents: 'none' });

export const before = style({
  position: 'absolute',
  inset: 0,
  clipPath: `inset(0 calc(100% - ${at}) 0 0)`,
});

export const divider = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: at,
  width: 3,
  marginLeft: -1.5,
  backgroundColor: palette.white,
  boxShadow: '0 0 4px rgba(0, 0, 0, 0.5)',
});

export const handle = style({
  position: 'absolute',
  top: '50%',
  left: at,
  width: 44,
  height: 44,
  marginTop: -22,
  marginLeft: -22,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  backgroundColor: palette.white,
  color: palette.navy,
  boxShadow: '0 1px 6px rgba(0, 0, 0, 0.4)',
  fontWeight: 700,
  fontSize: '1.1rem',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${palette.navy}`, outlineOffset: 2 },
  },
});

const label = style({
  position: 'absolute',
  top: 10,
  padding: '2px 10px',
  borderRadius: radius(),
  backgroundColor: palette.inkOverlay,
  color: palette.white,
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  pointerEvents: 'none',
});

export const sideLabel = styleVariants({ left: { left: 10 }, right: { right: 10 } }, (side) => [
  label,
  side,
]);
