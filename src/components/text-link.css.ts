import { style } from '@vanilla-extract/css';
import { palette } from '../styles/theme';

/** An in-site text link: bold navy, underlined on hover, so it reads as a link without a line. */
export const textLink = style({
  color: palette.navy,
  fontWeight: 700,
  textDecoration: 'none',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2, borderRadius: 5 },
  },
});
