import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { frameFit } from '../../../lib/responsive-image';
import { IMAGE_ASPECT_RATIO } from '../../../config/layout';
import { coverAlt, coverImage } from '../project-logic';
import type { Project } from '../project-schema';
import { OpenPhotoButton } from './open-photo-button';
import { ProjectBanners } from './project-banners';

type ProjectCoverProps = {
  project: Project;
  /** The largest image above the fold loads first, eagerly; every other cover lazily. */
  priority?: boolean;
  /** How wide the cover is drawn (a `sizes` attribute): cards by default. */
  sizes?: string;
  /** Show a portrait or panoramic photo whole (the details page), not cropped like a card's. */
  whole?: boolean;
  /** Marks a project with before-and-after photos (cards). */
  markBeforeAfter?: boolean;
  /** Makes the cover a button that opens it in the photo viewer (the details page). */
  onOpen?: () => void;
  sx?: SxProps<Theme>;
};

/** The main image at 16:9 under its banners. The box holds its shape before the image arrives. */
/** A card is a full-width column on phones, half the container from 768px, a third from 1024px. */
const CARD_SIZES =
  '(min-width: 1200px) 376px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw';

export function ProjectCover({
  project,
  priority = false,
  sizes = CARD_SIZES,
  whole = false,
  markBeforeAfter = false,
  onOpen,
  sx,
}: ProjectCoverProps) {
  const image = coverImage(project);
  const alt = coverAlt(project);
  return (
    <Box
      sx={[
        {
          position: 'relative',
          aspectRatio: IMAGE_ASPECT_RATIO,
          overflow: 'hidden',
          bgcolor: 'grey.200',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {image && (
        <ResponsivePhoto
          photo={image}
          alt={alt}
          sizes={sizes}
          priority={priority}
          sx={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: whole ? frameFit(image) : 'cover',
          }}
        />
      )}
      <ProjectBanners project={project} markBeforeAfter={markBeforeAfter} />
      {image && onOpen && <OpenPhotoButton caption={alt} onOpen={onOpen} />}
    </Box>
  );
}
