import { style } from '@vanilla-extract/css';
import { text } from '../../../styles/text.css';
import { palette, radius } from '../../../styles/theme';

export const panel = style({
  marginTop: 16,
  padding: 20,
  border: `1px solid ${palette.divider}`,
  borderRadius: radius(),
  backgroundColor: palette.white,
});

export const heading = style([text.h3, { marginBottom: 12 }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });

/** Room for "Link copied", so it appearing moves nothing. */
export const status = style([text.body2, { minHeight: '1.5em', marginTop: 8 }]);
