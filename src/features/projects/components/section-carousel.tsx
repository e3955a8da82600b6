import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BathtubIcon from '@mui/icons-material/Bathtub';
import BedIcon from '@mui/icons-material/Bed';
import FormatPaintIcon from '@mui/icons-material/FormatPaint';
import ParkIcon from '@mui/icons-material/Park';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import type { SvgIconComponent } from '@mui/icons-material';
import { createElement, memo, Suspense, use, useEffect, useId, type ComponentType } from 'react';
// Swiper's CSS stays in the page's first load: the prerendered carousels are Swiper's markup.
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { useIsomorphicLayoutEffect } from '../../../components/use-isomorphic-layout-effect';
import { frameFit } from '../../../lib/responsive-image';
import { drawnShare, photoSizes } from '../../../lib/photo-sizes';
import { brand } from '../../../config/brand';
import {
  NEAR_VIEWPORT_ATTRIBUTE,
  nearViewport,
  markHydrated,
  openDeferredSectionsWhenIdle,
  tracked,
  type TrackedThenable,
} from '../../../lib/near-viewport';
import { whenIdle } from '../../../lib/when-idle';
import { IMAGE_ASPECT_RATIO, SECTION_GRID } from '../../../config/layout';
import { photoAlt, type PhotoSection, type SectionKey } from '../project-logic';
import type { Project } from '../project-schema';
import { OpenPhotoButton } from './open-photo-button';
import type { CarouselSlides } from './swiper-carousel';

/**
 * Swiper's JavaScript (about 27 KiB gzip) is not in the project page's first load: it is
 * fetched when the browser is idle after the page, or when a carousel needs it
 * sooner. A prerendered carousel keeps the server's markup, unhydrated, until it comes near
 * the viewport or the visitor reaches for it (lib/near-viewport.ts), and then hydrates on its
 * own; a visit rendered on the client shows the CarouselFrame until Swiper arrives. If Swiper
 * cannot load, the frame stays, showing the first photo.
 */
let swiperCarousel: TrackedThenable<ComponentType<CarouselSlides>> | undefined;
function loadSwiperCarousel() {
  swiperCarousel ??= tracked(
    import('./swiper-carousel').then(
      (module) => module.SwiperCarousel,
      () => (slides: CarouselSlides) => <CarouselFrame {...slides} busy={false} />,
    ),
  );
  return swiperCarousel;
}

const swiperCode = {
  ready: () => swiperCarousel?.status === 'fulfilled',
  prepare: () => void loadSwiperCarousel(),
};

/** Spec §2: tree, paint roller, utensils, bath and bed. */
const SECTION_ICONS: Record<SectionKey, { Icon: SvgIconComponent; name: string }> = {
  exterior: { Icon: ParkIcon, name: 'ParkIcon' },
  interior: { Icon: FormatPaintIcon, name: 'FormatPaintIcon' },
  kitchen: { Icon: RestaurantIcon, name: 'RestaurantIcon' },
  bathroom: { Icon: BathtubIcon, name: 'BathtubIcon' },
  room: { Icon: BedIcon, name: 'BedIcon' },
};

type SectionCarouselProps = {
  project: Project;
  section: PhotoSection;
  /** Opens a photo (1-based position in this carousel) in the photo viewer. */
  onOpenPhoto?: (position: number) => void;
};

const photoSx = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: IMAGE_ASPECT_RATIO,
  bgcolor: 'grey.200',
} as const;

/** One titled carousel of a project's photos, with arrows and dynamic bullets (spec §9). */
export const SectionCarousel = memo(function SectionCarousel({
  project,
  section,
  onOpenPhoto,
}: SectionCarouselProps) {
  const headingId = useId();
  const { Icon, name: iconName } = SECTION_ICONS[section.key];
  const slides: CarouselSlides = {
    label: `${section.title} photos`,
    keys: section.images.map((image, index) => `${image.url}-${index}`),
    renderSlide: (index, near) => {
      const image = section.images[index];
      const alt = photoAlt(section, index + 1, project);
      // Far slides hold their 16:9 place and fetch nothing until they come near.
      if (!image || !near) return <Box role="img" aria-label={alt} sx={photoSx} />;
      return (
        <Box sx={{ position: 'relative', borderRadius: 2 }}>
          <Box
            component={ResponsivePhoto}
            photo={image}
            alt={alt}
            sizes={photoSizes({ grid: SECTION_GRID }, drawnShare(image, frameFit(image)))}
            sx={{ ...photoSx, objectFit: frameFit(image) }}
          />
          {onOpenPhoto && <OpenPhotoButton caption={alt} onOpen={() => onOpenPhoto(index + 1)} />}
        </Box>
      );
    },
  };

  const deferKey = `${project.id}/${section.key}`;
  // Busy only while Swiper is on its way, not while a section waits to come near the viewport.
  const waiting = nearViewport(deferKey, swiperCode).status !== 'fulfilled';
  // Ahead of need, so a carousel the visitor reaches hydrates at once (nothing is evaluated
  // while the first screen is being made interactive).
  useEffect(() => whenIdle(() => void loadSwiperCarousel().then(openDeferredSectionsWhenIdle)), []);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      {...{ [NEAR_VIEWPORT_ATTRIBUTE]: deferKey }}
      sx={{ minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 2 }}>
        {/* MUI names icons by data-testid only in development builds; name it in production too. */}
        <Icon color="secondary" fontSize="large" data-testid={iconName} />
        <Typography id={headingId} variant="h2">
          {section.title}
        </Typography>
      </Box>
      <Box
        sx={{
          '--swiper-theme-color': (theme) => theme.palette.primary.main,
          '--swiper-navigation-size': '20px',
          '--swiper-pagination-bullet-inactive-color': brand.bulletInactive,
          '--swiper-pagination-bullet-inactive-opacity': '1',
          // Bullets are 24px touch targets (WCAG 2.2) that draw a 10px dot; the dynamic
          // bullets' smaller dots are drawn smaller too, instead of scaling the target down.
          '--swiper-pagination-bullet-size': '24px',
          '& .swiper-pagination-bullet': { p: '7px', backgroundClip: 'content-box' },
          '& .swiper-pagination-bullets-dynamic .swiper-pagination-bullet': { transform: 'none' },
          '& .swiper-pagination-bullet-active-prev, & .swiper-pagination-bullet-active-next': {
            p: '8.5px',
          },
          '& .swiper-pagination-bullet-active-prev-prev, & .swiper-pagination-bullet-active-next-next':
            { p: '10px' },
          '& .swiper': { pb: 4 },
          '& .swiper-slide img': { borderRadius: 2 },
          '& .swiper-button-prev, & .swiper-button-next': {
            // Centre the arrows on the photo, not on the photo plus the bullet row below it.
            top: 'calc(50% - 16px)',
            width: 44,
            height: 44,
            mt: '-22px',
            borderRadius: '50%',
            bgcolor: alpha(brand.white, 0.92),
            boxShadow: '0 1px 4px rgba(0,0,0,0.3)',
          },
          '& .swiper-button-prev:focus-visible, & .swiper-button-next:focus-visible, & .swiper-pagination-bullet:focus-visible':
            { outline: `3px solid ${brand.white}`, boxShadow: `0 0 0 6px ${brand.navy}` },
        }}
      >
        <Suspense fallback={<CarouselFrame {...slides} busy={!waiting} />}>
          <DeferredCarousel deferKey={deferKey} {...slides} />
        </Suspense>
      </Box>
    </Box>
  );
});

/** Swiper's carousel, once its section is near the viewport and Swiper has loaded. */
function DeferredCarousel({ deferKey, ...slides }: CarouselSlides & { deferKey: string }) {
  use(nearViewport(deferKey, swiperCode));
  // After Swiper's own layout effect (a child's) has set the carousel up.
  useIsomorphicLayoutEffect(() => markHydrated(deferKey), [deferKey]);
  return createElement(use(loadSwiperCarousel()), slides);
}

/**
 * The carousel before Swiper has loaded: the first slide in Swiper's own markup and classes,
 * so Swiper's CSS gives it the box the carousel will have (no layout shift when Swiper takes
 * over). Shown on a client-side visit while Swiper loads, and for good if it cannot load.
 */
function CarouselFrame({ renderSlide, busy }: CarouselSlides & { busy: boolean }) {
  return (
    // Busy while Swiper is on its way: what is shown is about to become the full carousel.
    <div className="swiper" aria-busy={busy || undefined}>
      <div className="swiper-wrapper">
        <div className="swiper-slide">{renderSlide(0, true)}</div>
      </div>
    </div>
  );
}
