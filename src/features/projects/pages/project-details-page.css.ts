import { style } from '@vanilla-extract/css';
import { up } from '../../../styles/theme';

export const page = style({ paddingBlock: 24, '@media': { [up.md]: { paddingBlock: 48 } } });
