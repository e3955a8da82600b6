import { style } from '@vanilla-extract/css';
import { gutterBottom, text } from '../styles/text.css';
import { up } from '../styles/theme';

export const page = style({
  paddingBlock: 48,
  textAlign: 'center',
  '@media': { [up.md]: { paddingBlock: 80 } },
});

export const title = style([text.h1, gutterBottom]);

export const message = style([text.body1, { marginBottom: 32 }]);
