import { memo, useId } from 'react';
import { Icon } from '../../../components/icon';
import compare from '@material-design-icons/svg/filled/compare.svg?shapes';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { SECTION_GRID } from '../../../config/layout';
import { drawnShare, photoSizes } from '../../../lib/photo-sizes';
import { text } from '../../../styles/text.css';
import type { Photo } from '../../../lib/responsive-image';
import type { PhotoPair } from '../project-photos';
import { CompareSlider } from './compare-slider';
import { OpenPhotoLink, type PhotoLink } from './open-photo-link';
import * as styles from './before-after.css';
import { sectionHeading, sectionIcon } from './section-heading.css';

type BeforeAfterProps = {
  pairs: readonly PhotoPair[];
  /** Where the pair's after photo opens in the photo viewer (which offers its before photo too). */
  photoLink: (pair: PhotoPair) => PhotoLink;
};

/** "Before & After": one comparison per photo that has a before photo, above the carousels. */
export const BeforeAfter = memo(function BeforeAfter({ pairs, photoLink }: BeforeAfterProps) {
  const headingId = useId();
  if (pairs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={sectionHeading}>
        <Icon shapes={compare} name="Compare" size="large" className={sectionIcon} />
        <h2 id={headingId} className={text.h2}>
          Before &amp; After
        </h2>
      </div>
      <div className={styles.pairs}>
        {pairs.map((pair) => {
          const photos = {
            after: <FramePhoto photo={pair.image} alt={pair.caption} />,
            before: <FramePhoto photo={pair.before.photo} alt={pair.before.caption} />,
            label: `Before and after: ${pair.caption}`,
          };
          return (
            <figure key={pair.id} className={styles.figure}>
              <div className={styles.frame}>
                <CompareSlider {...photos} />
              </div>
              <figcaption className={styles.caption}>
                <p className={styles.captionText}>{pair.caption}</p>
                <div className={styles.openLink}>
                  <OpenPhotoLink caption={pair.caption} {...photoLink(pair)} compact />
                </div>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </section>
  );
});

function FramePhoto({ photo, alt }: { photo: Photo; alt: string }) {
  return (
    <ResponsivePhoto
      photo={photo}
      alt={alt}
      sizes={photoSizes({ grid: SECTION_GRID }, drawnShare(photo, 'cover'))}
      className={styles.photo}
    />
  );
}
