/**
 * What covers the page while the photo viewer's code loads, or after it failed to: the
 * viewer's dark backdrop with a small panel, on the viewer's own layer.
 */
import { keyframes, style } from '@vanilla-extract/css';
import { text } from '../../../styles/text.css';
import { fontFamily, palette, radius, zIndex } from '../../../styles/theme';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** How long the code may take before the loading screen shows: no flash when it is at hand. */
const LOADING_DELAY_MS = 300;

const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.viewer,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  backgroundColor: 'rgba(0, 0, 0, 0.8)',
});

/** Covers the page at once (a tap meanwhile lands on nothing), seen only after the delay. */
export const loading = style([
  backdrop,
  { animation: `${appear} 200ms ease-out ${LOADING_DELAY_MS}ms both` },
]);

export const failed = backdrop;

export const panel = style({
  maxWidth: 360,
  padding: 24,
  borderRadius: radius(),
  backgroundColor: palette.white,
  fontFamily,
  textAlign: 'center',
});

export const title = style([text.h3, { margin: '0 0 8px' }]);

export const message = style([text.body1, { margin: '0 0 20px' }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 12,
});
