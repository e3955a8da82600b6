import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { IMAGE_ASPECT_RATIO } from '../../../config/layout';
import { alpha, palette, radius } from '../../../styles/theme';
import { BULLET_GAP, BULLET_PITCH, BULLET_SIZE, SHOWN_BULLETS, bulletsLeft } from './bullet-layout';

export const section = style({ minWidth: 0 });

/** Swiper's look on this site: its CSS variables, and what they do not cover. */
export const carousel = style({
  vars: {
    '--swiper-theme-color': palette.navy,
    '--swiper-navigation-size': '20px',
    '--swiper-pagination-bullet-inactive-color': palette.bulletInactive,
    '--swiper-pagination-bullet-inactive-opacity': '1',
    // Bullets are 24px touch targets (WCAG 2.2) that draw a 10px dot; the dynamic bullets'
    // smaller dots are drawn smaller too, instead of scaling the target down.
    '--swiper-pagination-bullet-size': `${BULLET_SIZE}px`,
    '--swiper-pagination-bullet-horizontal-gap': `${BULLET_GAP}px`,
  },
});

const inCarousel = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${carousel} ${part.trim()}`)
    .join(', ');

globalStyle(inCarousel('.swiper-pagination-bullet'), {
  padding: 7,
  backgroundClip: 'content-box',
  // The bullets are buttons: bottoms aligned as Swiper's empty spans are, whatever the padding.
  verticalAlign: 'bottom',
});
// The row of shown bullets, as wide as Swiper makes it: the active one and two either side.
globalStyle(inCarousel('.swiper-pagination-bullets-dynamic'), {
  width: SHOWN_BULLETS * BULLET_PITCH,
});

/**
 * The bullets' offset at the first slide, by how many are shown (2 to 5), as Swiper sets it
 * (`bulletsLeft`); a later slide's offset is set on the bullets by React.
 */
export const bulletsShown = styleVariants({ 2: 2, 3: 3, 4: 4, 5: 5 }, (shown) => ({
  vars: { '--first-slide-left': `${bulletsLeft(shown, 0)}px` },
}));
globalStyle(inCarousel('.swiper-pagination-bullets-dynamic .swiper-pagination-bullet'), {
  transform: 'none',
  left: 'var(--first-slide-left)',
});
globalStyle(
  inCarousel('.swiper-pagination-bullet-active-prev, .swiper-pagination-bullet-active-next'),
  {
    padding: 8.5,
  },
);
globalStyle(
  inCarousel(
    '.swiper-pagination-bullet-active-prev-prev, .swiper-pagination-bullet-active-next-next',
  ),
  { padding: 10 },
);
globalStyle(inCarousel('.swiper'), { paddingBottom: 32 });
globalStyle(inCarousel('.swiper-slide img'), { borderRadius: radius(2) });
globalStyle(inCarousel('.swiper-button-prev, .swiper-button-next'), {
  // Centre the arrows on the photo, not on the photo plus the bullet row below it.
  top: 'calc(50% - 16px)',
  width: 44,
  height: 44,
  marginTop: -22,
  borderRadius: '50%',
  backgroundColor: alpha(palette.white, 0.92),
  boxShadow: '0 1px 4px rgba(0,0,0,0.3)',
});
globalStyle(
  inCarousel(
    '.swiper-button-prev:focus-visible, .swiper-button-next:focus-visible, .swiper-pagination-bullet:focus-visible',
  ),
  { outline: `3px solid ${palette.white}`, boxShadow: `0 0 0 6px ${palette.navy}` },
);

export const slide = style({ position: 'relative', borderRadius: radius(2) });

export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: IMAGE_ASPECT_RATIO,
  backgroundColor: palette.grey200,
});

/** How a photo fills its 16:9 slide (frameFit: a portrait photo is shown whole). */
export const fit = styleVariants({
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
});
