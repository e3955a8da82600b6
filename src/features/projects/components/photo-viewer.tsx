import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { A11y, Keyboard, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css/zoom';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { viewerPhotoSizes } from '../../../lib/photo-sizes';
import { brand } from '../../../config/brand';
import type { ProjectPhoto } from '../project-photos';

export type PhotoViewerProps = {
  /** The project's address: the dialog's name. */
  title: string;
  photos: readonly ProjectPhoto[];
  /** The photo shown, or undefined when the viewer is closed. */
  index: number | undefined;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const MAX_ZOOM = 3;

/**
 * A round icon button. A plain <button>, not MUI's IconButton: ButtonBase and its ripple are
 * shared with the first load's Button, and importing them here split that shared chunk,
 * adding 1.9 KiB to every page's first load.
 */
type ViewerButtonProps = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  sx?: SxProps<Theme>;
};

function ViewerButton({ label, onClick, disabled = false, children, sx }: ViewerButtonProps) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      // Disabled but still focusable: a button that disables itself when used (Next on the
      // last photo, Zoom in once zoomed) must not drop focus out of the dialog, where Escape
      // and the arrow keys would no longer reach it.
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
      sx={[
        {
          display: 'grid',
          placeItems: 'center',
          width: 44,
          height: 44,
          p: 0,
          border: 0,
          borderRadius: '50%',
          cursor: 'pointer',
          color: 'common.white',
          bgcolor: 'rgba(0, 0, 0, 0.55)',
          '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
          '&[aria-disabled="true"]': { cursor: 'default', color: alpha(brand.white, 0.35) },
          '&:focus-visible': { outline: `3px solid ${brand.white}`, outlineOffset: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/**
 * Every photo of a project, full screen: Swiper with its Zoom (double-tap, pinch, and the
 * buttons here), Keyboard (arrow keys) and A11y modules inside an MUI Dialog, which traps
 * focus, closes on Escape, locks the page's scroll without shifting it, and gives focus back
 * to the photo that opened it. Loaded on first use (project-details-page.tsx), so none of it
 * is in a page's first load; Swiper itself is shared with the carousels' chunk.
 */
export default function PhotoViewer({
  title,
  photos,
  index,
  onIndexChange,
  onClose,
}: PhotoViewerProps) {
  const titleId = useId();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [zoomed, setZoomed] = useState(false);
  // Pairs open as their after photo; the toggle shows the before photo in its place.
  const [showingBefore, setShowingBefore] = useState(false);
  const open = index !== undefined;
  const current = index === undefined ? undefined : photos[index];
  // The viewer stays mounted between openings (its dialog returns focus on closing): each
  // opening starts unzoomed, and a pair as its after photo.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setZoomed(false);
    setShowingBefore(false);
  }

  // The URL can change the photo too (Back and Forward): follow it.
  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper && index !== undefined && swiper.activeIndex !== index) swiper.slideTo(index, 0);
  }, [index]);

  const before = showingBefore ? current?.before : undefined;

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: brand.ink, color: 'common.white' } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, sm: 2 },
          py: 1,
          minHeight: 56,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3 }}
            noWrap
          >
            {title}
          </Typography>
          {index !== undefined && (
            <Typography sx={{ fontSize: '0.875rem', color: 'grey.400' }}>
              {index + 1} / {photos.length}
            </Typography>
          )}
        </Box>
        <ViewerButton
          label="Zoom out"
          disabled={!zoomed}
          onClick={() => swiperRef.current?.zoom.out()}
        >
          <ZoomOutIcon />
        </ViewerButton>
        <ViewerButton
          label="Zoom in"
          disabled={zoomed}
          onClick={() => swiperRef.current?.zoom.in(MAX_ZOOM)}
        >
          <ZoomInIcon />
        </ViewerButton>
        <ViewerButton label="Close" onClick={onClose}>
          <CloseIcon />
        </ViewerButton>
      </Box>

      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          // Swiper zooms the <picture> of a local photo: make it the slide's box, centring it.
          '& .swiper-zoom-container > picture': {
            display: 'flex',
            width: '100%',
            height: '100%',
            alignItems: 'center',
            justifyContent: 'center',
          },
        }}
      >
        {index !== undefined && (
          <Swiper
            modules={[Zoom, Keyboard, A11y]}
            initialSlide={index}
            zoom={{ maxRatio: MAX_ZOOM }}
            keyboard={{ enabled: true }}
            a11y={{ containerMessage: `Photos of ${title}` }}
            spaceBetween={16}
            style={{ height: '100%' }}
            onSwiper={(swiper) => {
              swiperRef.current = swiper;
            }}
            onSlideChange={(swiper) => {
              setShowingBefore(false);
              setZoomed(false);
              onIndexChange(swiper.activeIndex);
            }}
            onZoomChange={(_swiper, scale) => setZoomed(scale > 1)}
          >
            {photos.map((photo, position) => {
              const shown = position === index && before ? before : undefined;
              // Zoomed in, the photo is drawn up to MAX_ZOOM times larger: its srcset then
              // offers the zoom copy, so the browser fetches it only now.
              const zoomIn = zoomed && position === index;
              const shownPhoto = shown ? shown.photo : photo.image;
              return (
                <SwiperSlide key={photo.id} zoom>
                  <Box
                    component={ResponsivePhoto}
                    photo={shownPhoto}
                    alt={shown ? shown.caption : photo.caption}
                    sizes={viewerPhotoSizes(shownPhoto, zoomIn ? MAX_ZOOM : 1)}
                    zoom={zoomIn}
                    priority={position === index}
                    sx={{
                      display: 'block',
                      maxWidth: '100%',
                      maxHeight: '100%',
                      width: 'auto',
                      height: 'auto',
                      objectFit: 'contain',
                    }}
                  />
                </SwiperSlide>
              );
            })}
          </Swiper>
        )}
        <ViewerButton
          label="Previous photo"
          disabled={index === undefined || index === 0}
          onClick={() => swiperRef.current?.slidePrev()}
          sx={{
            position: 'absolute',
            zIndex: 2,
            left: 8,
            top: '50%',
            mt: '-22px',
          }}
        >
          <ChevronLeftIcon />
        </ViewerButton>
        <ViewerButton
          label="Next photo"
          disabled={index === undefined || index === photos.length - 1}
          onClick={() => swiperRef.current?.slideNext()}
          sx={{ position: 'absolute', zIndex: 2, right: 8, top: '50%', mt: '-22px' }}
        >
          <ChevronRightIcon />
        </ViewerButton>
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          px: 2,
          pt: 1,
          pb: 'calc(12px + env(safe-area-inset-bottom, 0px))',
          minHeight: 56,
          textAlign: 'center',
        }}
      >
        <Typography sx={{ fontSize: '0.9375rem' }}>
          {before ? before.caption : current?.caption}
        </Typography>
        {current?.before && (
          <Box role="group" aria-label="Before or after the work" sx={{ display: 'flex' }}>
            {(['Before', 'After'] as const).map((label) => {
              const pressed = (label === 'Before') === showingBefore;
              return (
                <Box
                  key={label}
                  component="button"
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => setShowingBefore(label === 'Before')}
                  sx={{
                    font: 'inherit',
                    fontWeight: 600,
                    fontSize: '0.875rem',
                    minHeight: 40,
                    px: 2,
                    cursor: 'pointer',
                    border: `1px solid ${alpha(brand.white, 0.7)}`,
                    color: pressed ? brand.ink : 'common.white',
                    bgcolor: pressed ? 'common.white' : 'transparent',
                    '&:first-of-type': { borderRadius: '20px 0 0 20px' },
                    '&:last-of-type': { borderRadius: '0 20px 20px 0' },
                    '&:focus-visible': { outline: `3px solid ${brand.white}`, outlineOffset: 2 },
                  }}
                >
                  {label}
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
