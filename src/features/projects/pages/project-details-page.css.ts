import { style } from '@vanilla-extract/css';
import { radius, up } from '../../../styles/theme';

export const page = style({ paddingBlock: 24, '@media': { [up.md]: { paddingBlock: 48 } } });

export const cover = style({ borderRadius: radius(2) });
