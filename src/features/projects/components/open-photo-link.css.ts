import { style, styleVariants } from '@vanilla-extract/css';
import { palette } from '../../../styles/theme';

/** A transparent link covering its positioned parent (a photo's frame). */
export const openPhotoLink = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${palette.navy}`, outlineOffset: 2 },
  },
});

const badge = style({
  position: 'absolute',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  color: palette.white,
});

/** The "enlarge" mark: in a photo's corner, or (compact) the whole round link. */
export const openPhotoMark = styleVariants({
  corner: [
    badge,
    { backgroundColor: 'rgba(0, 0, 0, 0.55)', right: 10, bottom: 10, width: 36, height: 36 },
  ],
  compact: [badge, { backgroundColor: palette.navy, inset: 0, width: '100%', height: '100%' }],
});
