import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { IMAGE_ASPECT_RATIO } from '../../../config/layout';
import { coverAlt, coverImage } from '../project-logic';
import type { Project } from '../project-schema';
import { ProjectBanners } from './project-banners';

type ProjectCoverProps = {
  project: Project;
  /** The above-the-fold cover of a details page loads first; card covers load lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
};

/** The main image at 16:9 under its banners. The box holds its shape before the image arrives. */
export function ProjectCover({ project, priority = false, sx }: ProjectCoverProps) {
  const image = coverImage(project);
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
        <Box
          component="img"
          src={image.url}
          alt={coverAlt(project)}
          width={1280}
          height={720}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <ProjectBanners project={project} />
    </Box>
  );
}
