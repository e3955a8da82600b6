import { style } from '@vanilla-extract/css';
import { text } from '../../../styles/text.css';
import { up } from '../../../styles/theme';

export const page = style({ paddingBlock: 32, '@media': { [up.md]: { paddingBlock: 48 } } });

export const title = style([
  text.h1,
  { marginBottom: 24, '@media': { [up.md]: { marginBottom: 32 } } },
]);
