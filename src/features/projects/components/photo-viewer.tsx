import chevronLeft from '@material-design-icons/svg/filled/chevron_left.svg?shapes';
import chevronRight from '@material-design-icons/svg/filled/chevron_right.svg?shapes';
import close from '@material-design-icons/svg/filled/close.svg?shapes';
import zoomIn from '@material-design-icons/svg/filled/zoom_in.svg?shapes';
import zoomOut from '@material-design-icons/svg/filled/zoom_out.svg?shapes';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { A11y, Keyboard, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css/zoom';
import { Dialog } from '../../../components/dialog';
import { useDialogClose } from '../../../components/dialog-close';
import { Icon } from '../../../components/icon';
import { ResponsivePhoto } from '../../../components/responsive-photo';
import { viewerPhotoSizes } from '../../../lib/photo-sizes';
import { cx } from '../../../styles/cx';
import type { ProjectPhoto } from '../project-photos';
import * as styles from './photo-viewer.css';

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

/** A round icon button on the viewer's dark stage. */
type ViewerButtonProps = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
};

function ViewerButton({
  label,
  onClick,
  disabled = false,
  children,
  className,
}: ViewerButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      // Disabled but still focusable: a button that disables itself when used (Next on the
      // last photo, Zoom in once zoomed) must not drop focus out of the dialog, where Escape
      // and the arrow keys would no longer reach it.
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className={cx(styles.viewerButton, className)}
    >
      {children}
    </button>
  );
}

/**
 * Every photo of a project, full screen: Swiper with its Zoom (double-tap, pinch, and the
 * buttons here), Keyboard (arrow keys) and A11y modules in the site's Dialog, which makes the
 * page inert, closes on Escape, holds the page still and gives focus back to the photo that
 * opened it. Loaded on first use (project-details-page.tsx), so none of it is in a page's first
 * load; Swiper itself comes with the details page, for its carousels.
 */
export default function PhotoViewer(props: PhotoViewerProps) {
  // On screen only while open: each opening starts unzoomed, and a pair as its after photo.
  return props.index === undefined ? null : <OpenViewer {...props} index={props.index} />;
}

function OpenViewer({
  title,
  photos,
  index,
  onIndexChange,
  onClose,
}: PhotoViewerProps & { index: number }) {
  const titleId = useId();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [zoomed, setZoomed] = useState(false);
  // Pairs open as their after photo; the toggle shows the before photo in its place.
  const [showingBefore, setShowingBefore] = useState(false);
  const current = photos[index];

  // The URL can change the photo too (Back and Forward): follow it.
  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper && swiper.activeIndex !== index) swiper.slideTo(index, 0);
  }, [index]);

  const before = showingBefore ? current?.before : undefined;

  return (
    <Dialog onClose={onClose} aria-labelledby={titleId} className={styles.viewer}>
      <div className={styles.topBar}>
        <div className={styles.titles}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.counter}>
            {index + 1} / {photos.length}
          </p>
        </div>
        <ViewerButton
          label="Zoom out"
          disabled={!zoomed}
          onClick={() => swiperRef.current?.zoom.out()}
        >
          <Icon shapes={zoomOut} />
        </ViewerButton>
        <ViewerButton
          label="Zoom in"
          disabled={zoomed}
          onClick={() => swiperRef.current?.zoom.in(MAX_ZOOM)}
        >
          <Icon shapes={zoomIn} />
        </ViewerButton>
        <CloseButton />
      </div>

      <div className={styles.stage}>
        <Swiper
          modules={[Zoom, Keyboard, A11y]}
          initialSlide={index}
          zoom={{ maxRatio: MAX_ZOOM }}
          keyboard={{ enabled: true }}
          a11y={{ containerMessage: `Photos of ${title}` }}
          spaceBetween={16}
          className={styles.swiper}
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
                <ResponsivePhoto
                  photo={shownPhoto}
                  alt={shown ? shown.caption : photo.caption}
                  sizes={viewerPhotoSizes(shownPhoto, zoomIn ? MAX_ZOOM : 1)}
                  zoom={zoomIn}
                  priority={position === index}
                  className={styles.photo}
                />
              </SwiperSlide>
            );
          })}
        </Swiper>
        <ViewerButton
          label="Previous photo"
          disabled={index === 0}
          onClick={() => swiperRef.current?.slidePrev()}
          className={styles.previous}
        >
          <Icon shapes={chevronLeft} />
        </ViewerButton>
        <ViewerButton
          label="Next photo"
          disabled={index === photos.length - 1}
          onClick={() => swiperRef.current?.slideNext()}
          className={styles.next}
        >
          <Icon shapes={chevronRight} />
        </ViewerButton>
      </div>

      <div className={styles.bottomBar}>
        <p className={styles.caption}>{before ? before.caption : current?.caption}</p>
        {current?.before && (
          <div role="group" aria-label="Before or after the work" className={styles.beforeAfter}>
            {(['Before', 'After'] as const).map((label) => (
              <button
                key={label}
                type="button"
                aria-pressed={(label === 'Before') === showingBefore}
                onClick={() => setShowingBefore(label === 'Before')}
                className={styles.toggle}
              >
                {label}
              </button>
            ))}
          </div>
        )}
      </div>
    </Dialog>
  );
}

function CloseButton() {
  const closeViewer = useDialogClose();
  return (
    <ViewerButton label="Close" onClick={closeViewer}>
      <Icon shapes={close} />
    </ViewerButton>
  );
}
