import { memo, useId } from 'react';
// Swiper's CSS: the prerendered carousels are Swiper's own markup, styled before it starts.
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Icon } from '../../../components/icon';
import bathtub from '@material-design-icons/svg/filled/bathtub.svg?shapes';
import bed from '@material-design-icons/svg/filled/bed.svg?shapes';
import formatPaint from '@material-design-icons/svg/filled/format_paint.svg?shapes';
import park from '@material-design-icons/svg/filled/park.svg?shapes';
import restaurant from '@material-design-icons/svg/filled/restaurant.svg?shapes';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { SECTION_GRID } from '../../../config/layout';
import { drawnShare, photoSizes } from '../../../lib/photo-sizes';
import { frameFit } from '../../../lib/responsive-image';
import { cx } from '../../../styles/cx';
import { text } from '../../../styles/text.css';
import { photoAlt, type PhotoSection, type SectionKey } from '../project-logic';
import type { Project } from '../project-schema';
import { OpenPhotoLink, type PhotoLink } from './open-photo-link';
import * as styles from './section-carousel.css';
import { sectionHeading, sectionIcon } from './section-heading.css';
import { SwiperCarousel, type CarouselSlides } from './swiper-carousel';

/** Spec §2: tree, paint roller, utensils, bath and bed. */
const SECTION_ICONS: Record<SectionKey, { shapes: string; name: string }> = {
  exterior: { shapes: park, name: 'Park' },
  interior: { shapes: formatPaint, name: 'FormatPaint' },
  kitchen: { shapes: restaurant, name: 'Restaurant' },
  bathroom: { shapes: bathtub, name: 'Bathtub' },
  room: { shapes: bed, name: 'Bed' },
};

type SectionCarouselProps = {
  project: Project;
  section: PhotoSection;
  /** Where a photo (1-based position in this carousel) opens in the photo viewer. */
  photoLink?: (position: number) => PhotoLink;
};

/** One titled carousel of a project's photos, with arrows and dynamic bullets (spec §9). */
export const SectionCarousel = memo(function SectionCarousel({
  project,
  section,
  photoLink,
}: SectionCarouselProps) {
  const headingId = useId();
  const slides: CarouselSlides = {
    label: `${section.title} photos`,
    keys: section.images.map((image, index) => `${image.url}-${index}`),
    renderSlide: (index, near) => {
      const image = section.images[index];
      const alt = photoAlt(section, index + 1, project);
      // Far slides hold their 16:9 place and fetch nothing until they come near.
      if (!image || !near) return <div role="img" aria-label={alt} className={styles.photo} />;
      return (
        <div className={styles.slide}>
          <ResponsivePhoto
            photo={image}
            alt={alt}
            sizes={photoSizes({ grid: SECTION_GRID }, drawnShare(image, frameFit(image)))}
            className={cx(styles.photo, styles.fit[frameFit(image)])}
          />
          {photoLink && <OpenPhotoLink caption={alt} {...photoLink(index + 1)} />}
        </div>
      );
    },
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={sectionHeading}>
        <Icon {...SECTION_ICONS[section.key]} size="large" className={sectionIcon} />
        <h2 id={headingId} className={text.h2}>
          {section.title}
        </h2>
      </div>
      <div className={styles.carousel}>
        {/* Swiper is set up over the slides it finds: new slides (Firestore's answer replacing
            the built page's) get a carousel of their own rather than one that misses them. */}
        <SwiperCarousel key={slides.keys.join('\n')} {...slides} />
      </div>
    </section>
  );
});
