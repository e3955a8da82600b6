import { style, styleVariants } from '@vanilla-extract/css';
import { IMAGE_ASPECT_RATIO } from '../../../config/layout';
import { palette } from '../../../styles/theme';

/** The cover's 16:9 frame, grey until its photo arrives. */
export const frame = style({
  position: 'relative',
  aspectRatio: IMAGE_ASPECT_RATIO,
  overflow: 'hidden',
  backgroundColor: palette.grey200,
});

/** The photo filling the frame: cropped to it (`cover`), or shown whole (`contain`). */
export const photo = styleVariants(
  { cover: 'cover', contain: 'contain' } as const,
  (objectFit) => ({
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit,
  }),
);
