/**
 * What shows while the photo viewer's code loads, or after it failed to: a small panel, a
 * native modal dialog, over the viewer's dark backdrop.
 */
import { keyframes, style } from '@vanilla-extract/css';
import { text } from '../../../styles/text.css';
import { fontFamily, palette, radius } from '../../../styles/theme';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** How long the code may take before Loading shows: no flash when it is at hand. */
const LOADING_DELAY_MS = 300;
const appearLate = `${appear} 200ms ease-out ${LOADING_DELAY_MS}ms both`;

export const panel = style({
  maxWidth: 360,
  padding: 24,
  border: 'none',
  borderRadius: radius(),
  color: palette.ink,
  backgroundColor: palette.white,
  fontFamily,
  textAlign: 'center',
  selectors: { '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.8)' } },
});

/** On screen at once (a tap meanwhile lands on nothing), seen only after the delay. */
export const loading = style({
  animation: appearLate,
  selectors: { '&::backdrop': { animation: appearLate } },
});

export const title = style([text.h3, { margin: '0 0 8px' }]);

export const message = style([text.body1, { margin: '0 0 20px' }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 12,
});
