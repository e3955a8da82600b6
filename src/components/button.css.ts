/**
 * Buttons, and links drawn as buttons (pill-shaped, bold, no elevation), as static classes. Put one variant's class on a <button>, an <a> or a
 * router link: `className={button.outlined}`.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { alpha, focusRing, fontFamily, palette, PILL } from '../styles/theme';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  appearance: 'none',
  textDecoration: 'none',
  textTransform: 'none',
  fontFamily,
  fontWeight: 700,
  fontSize: '0.875rem',
  lineHeight: 1.75,
  minWidth: 64,
  padding: '6px 20px',
  borderRadius: PILL,
  backgroundColor: 'transparent',
  transition: ['background-color', 'box-shadow', 'border-color', 'color']
    .map((property) => `${property} 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms`)
    .join(','),
  selectors: {
    '&:focus-visible': focusRing,
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '&:disabled': { pointerEvents: 'none', cursor: 'default' },
  },
  '@media': { print: { printColorAdjust: 'exact' } },
});

/** A filled button in `fill`, darker under a pointer that can hover. */
const contained = (fill: string, hover: string) => ({
  color: palette.white,
  backgroundColor: fill,
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: hover } } } },
});

export const button = styleVariants(
  {
    contained: contained(palette.navy, palette.navyDark),
    containedSecondary: contained(palette.orange, palette.orangeHover),
    outlined: {
      padding: '5px 20px',
      border: `1px solid ${alpha(palette.navy, 0.5)}`,
      color: palette.navy,
      '@media': {
        '(hover: hover)': {
          selectors: {
            '&:hover': { borderColor: palette.navy, backgroundColor: alpha(palette.navy, 0.04) },
          },
        },
      },
    },
    text: {
      color: palette.navy,
      '@media': {
        '(hover: hover)': {
          selectors: { '&:hover': { backgroundColor: alpha(palette.navy, 0.04) } },
        },
      },
    },
  },
  (variant) => [base, variant],
);

/** Large: a call to action on a banner. */
export const large = style({ paddingBlock: 8, fontSize: '0.9375rem' });
