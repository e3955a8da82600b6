import { style, styleVariants } from '@vanilla-extract/css';
import { NARROW_HEADER } from '../config/layout';
import { narrowerThan, palette, radius } from '../styles/theme';

const link = style({
  display: 'inline-flex',
  // Top, not centre: a page painted before the wordmark's second line has arrived (a slow
  // network, a busy phone) must not move the first line when it does.
  alignItems: 'flex-start',
  gap: 8,
  textDecoration: 'none',
  borderRadius: radius(),
  selectors: { '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 4 } },
});

export const logo = styleVariants({ dark: palette.navy, light: palette.white }, (ink) => [
  link,
  { color: ink },
]);

export const wordmark = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1,
  // The two lines (32px) centred on the 36px house.
  paddingTop: 2,
});

/** The header's: the house alone on the narrowest phones (NARROW_HEADER). */
export const wordmarkNarrow = style({
  '@media': { [narrowerThan(NARROW_HEADER.houseOnly)]: { display: 'none' } },
});

export const word = style({ fontWeight: 800, fontSize: '1.1rem', letterSpacing: 0.2 });

export const subtitle = style({
  fontSize: '0.72rem',
  letterSpacing: 2.2,
  textTransform: 'uppercase',
});
