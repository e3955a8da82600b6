import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CompareIcon from '@mui/icons-material/Compare';
import { memo, useId } from 'react';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { IMAGE_ASPECT_RATIO, SECTION_GRID } from '../../../config/layout';
import { drawnShare, gridSx, photoSizes } from '../../../lib/photo-sizes';
import type { Photo } from '../../../lib/responsive-image';
import type { PhotoPair } from '../project-photos';
// The slider (about 1.3 KiB) comes with the page, not after it: a comparison tapped while the
// page hydrates then hydrates at once and takes the tap (React drops a tap on a section whose
// code has not arrived).
import { CompareSlider } from './compare-slider';
import { OpenPhotoButton } from './open-photo-button';

type BeforeAfterProps = {
  pairs: readonly PhotoPair[];
  /** Opens the pair's after photo in the photo viewer (which offers its before photo too). */
  onOpen: (pair: PhotoPair) => void;
};

/** "Before & After": one comparison per photo that has a before photo, above the carousels. */
export const BeforeAfter = memo(function BeforeAfter({ pairs, onOpen }: BeforeAfterProps) {
  const headingId = useId();
  if (pairs.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: { xs: 5, md: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 2 }}>
        <CompareIcon color="secondary" fontSize="large" data-testid="CompareIcon" />
        <Typography id={headingId} variant="h2">
          Before &amp; After
        </Typography>
      </Box>
      <Box sx={{ ...gridSx(SECTION_GRID), rowGap: 3 }}>
        {pairs.map((pair) => {
          const photos = {
            after: <FramePhoto photo={pair.image} alt={pair.caption} />,
            before: <FramePhoto photo={pair.before.photo} alt={pair.before.caption} />,
            label: `Before and after: ${pair.caption}`,
          };
          return (
            <Box component="figure" key={pair.id} sx={{ m: 0 }}>
              <Box
                sx={{
                  position: 'relative',
                  aspectRatio: IMAGE_ASPECT_RATIO,
                  overflow: 'hidden',
                  borderRadius: 2,
                  bgcolor: 'grey.200',
                }}
              >
                <CompareSlider {...photos} />
              </Box>
              <Box
                component="figcaption"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                  {pair.caption}
                </Typography>
                <Box sx={{ position: 'relative', width: 44, height: 44, borderRadius: '50%' }}>
                  <OpenPhotoButton caption={pair.caption} onOpen={() => onOpen(pair)} compact />
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});

function FramePhoto({ photo, alt }: { photo: Photo; alt: string }) {
  return (
    <Box
      component={ResponsivePhoto}
      photo={photo}
      alt={alt}
      sizes={photoSizes({ grid: SECTION_GRID }, drawnShare(photo, 'cover'))}
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        display: 'block',
      }}
    />
  );
}
