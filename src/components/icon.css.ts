import { style, styleVariants } from '@vanilla-extract/css';

/** An icon: a square the size of the font, in the current colour, so text sizes and colours it. */
const root = style({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  transition: 'fill 200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
});

/** Icon sizes: small 20px, medium 24px (the icons' own grid), large 35px, or the parent's font size. */
export const iconSize = styleVariants(
  { small: '1.25rem', medium: '1.5rem', large: '2.1875rem', inherit: 'inherit' },
  (fontSize) => [root, { fontSize }],
);
