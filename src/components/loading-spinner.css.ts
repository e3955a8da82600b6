/**
 * The Loading spinner (40 px, a 3.6-unit stroke) as static CSS, with its own keyframes: the
 * ring turns while its arc grows and shrinks, which reads as work going on, not a fixed wait.
 */
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { text } from '../styles/text.css';
import { palette } from '../styles/theme';

const rotate = keyframes({
  '0%': { transform: 'rotate(0deg)' },
  '100%': { transform: 'rotate(360deg)' },
});

const dash = keyframes({
  '0%': { strokeDasharray: '1px, 200px', strokeDashoffset: 0 },
  '50%': { strokeDasharray: '100px, 200px', strokeDashoffset: '-15px' },
  '100%': { strokeDasharray: '1px, 200px', strokeDashoffset: '-126px' },
});

const column = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 });

/** In place of a screen's content (page), or in a small panel of its own (panel). */
export const box = styleVariants({
  page: [column, { paddingBlock: 64, minHeight: 240 }],
  panel: [column],
});

export const spinner = style({
  display: 'block',
  width: 40,
  height: 40,
  color: palette.navy,
  animation: `${rotate} 1.4s linear infinite`,
});

export const arc = style({
  stroke: 'currentColor',
  // What shows before the animation starts.
  strokeDasharray: '80px, 200px',
  strokeDashoffset: 0,
  animation: `${dash} 1.4s ease-in-out infinite`,
});

// In the text colour, not a grey: the label is the whole message while the page waits.
export const label = text.body1;
