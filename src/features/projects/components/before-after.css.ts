import { style } from '@vanilla-extract/css';
import { IMAGE_ASPECT_RATIO, SECTION_GRID } from '../../../config/layout';
import { contentGrid } from '../../../styles/content-grid';
import { text } from '../../../styles/text.css';
import { palette, radius, up } from '../../../styles/theme';

export const section = style({ marginTop: 40, '@media': { [up.md]: { marginTop: 48 } } });

export const pairs = style([contentGrid(SECTION_GRID), { rowGap: 24 }]);

export const figure = style({ margin: 0 });

export const frame = style({
  position: 'relative',
  aspectRatio: IMAGE_ASPECT_RATIO,
  overflow: 'hidden',
  borderRadius: radius(2),
  backgroundColor: palette.grey200,
});

export const photo = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const caption = style({ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8 });

export const captionText = style([text.body2, { flex: 1 }]);

export const openLink = style({
  position: 'relative',
  width: 44,
  height: 44,
  borderRadius: '50%',
});
