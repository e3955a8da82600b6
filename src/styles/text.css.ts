/**
 * The site's type scale (Material Design's, on the system font): put a
 * variant's class on the element that carries the text's meaning (`<h2 className={text.h2}>`).
 * Every variant resets the element's margin, so spacing is the layout's to set.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { fontFamily } from './theme';

const base = style({ margin: 0, fontFamily });

export const text = styleVariants(
  {
    h1: { fontSize: 'clamp(2rem, 5vw, 3rem)', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.5rem, 3.5vw, 2.125rem)', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.167 },
    body1: { fontWeight: 400, fontSize: '1rem', lineHeight: 1.5 },
    body2: { fontWeight: 400, fontSize: '0.875rem', lineHeight: 1.43 },
    overline: {
      fontWeight: 400,
      fontSize: '0.75rem',
      lineHeight: 2.66,
      textTransform: 'uppercase',
      letterSpacing: '0.08333em',
    },
  },
  (variant) => [base, variant],
);

/**
 * The gap under a heading that the text below belongs to: in `em`, so it grows with the
 * heading, and a third of a line, so the heading reads as the text's and not as a section apart.
 */
export const gutterBottom = style({ marginBottom: '0.35em' });
