import type { ReactNode } from 'react';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { frameFit } from '../../../lib/responsive-image';
import { drawnShare, photoSizes, type PhotoSlot } from '../../../lib/photo-sizes';
import { CARD_BORDER, CARD_GRID } from '../../../config/layout';
import { cx } from '../../../styles/cx';
import { coverAlt } from '../project-logic';
import type { ProjectSummary } from '../project-summary';
import { ProjectBanners } from './project-banners';
import * as styles from './project-cover.css';

type ProjectCoverProps = {
  project: ProjectSummary;
  /** The largest image above the fold loads first, eagerly; every other cover lazily. */
  priority?: boolean;
  /** Where the cover is drawn, for its `sizes`: a card by default. */
  slot?: PhotoSlot;
  /** Show a portrait or panoramic photo whole (the details page), not cropped like a card's. */
  whole?: boolean;
  /** Marks a project with before-and-after photos (cards). */
  markBeforeAfter?: boolean;
  /**
   * Drawn over a cover that has a photo: the details page's button that opens it in the viewer.
   * Passed in rather than imported, so the cards' first load doesn't carry the button.
   */
  overlay?: ReactNode;
  /** The place's own look of the frame (the details page rounds its corners). */
  className?: string;
};

const CARD_SLOT: PhotoSlot = { grid: CARD_GRID, border: CARD_BORDER };

/** The main image at 16:9 under its banners. The box holds its shape before the image arrives. */
export function ProjectCover({
  project,
  priority = false,
  slot = CARD_SLOT,
  whole = false,
  markBeforeAfter = false,
  overlay,
  className,
}: ProjectCoverProps) {
  const image = project.cover;
  const alt = coverAlt(project);
  const fit = image && whole ? frameFit(image) : 'cover';
  return (
    <div className={cx(styles.frame, className)}>
      {image && (
        <ResponsivePhoto
          photo={image}
          alt={alt}
          sizes={photoSizes(slot, drawnShare(image, fit))}
          priority={priority}
          className={styles.photo[fit]}
        />
      )}
      <ProjectBanners project={project} markBeforeAfter={markBeforeAfter} />
      {image && overlay}
    </div>
  );
}
