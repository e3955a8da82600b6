import { style } from '@vanilla-extract/css';
import { CARD_BORDER } from '../../../config/layout';
import { palette, radius } from '../../../styles/theme';

// An outlined card: a bordered box needs no card component.
export const card = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  backgroundColor: palette.white,
  border: `${CARD_BORDER}px solid ${palette.divider}`,
  borderRadius: radius(),
});

/** Lines packed at the top: a taller card beside it (or one still arriving) never spreads them. */
export const body = style({
  flex: 1,
  display: 'grid',
  alignContent: 'start',
  gap: 6,
  padding: 16,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  padding: '8px 16px 16px',
});
