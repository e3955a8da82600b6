import type { MouseEvent } from 'react';
import { Icon } from '../../../components/icon';
import openInFull from '@material-design-icons/svg/filled/open_in_full.svg?shapes';
import { openPhotoLink, openPhotoMark } from './open-photo-link.css';

/** Where a photo opens: its `?photo=` deep link, and what opens it in the page instead. */
export type PhotoLink = { href: string; onOpen: () => void };

type OpenPhotoLinkProps = PhotoLink & {
  /** The photo's caption: the link is "View full screen: <caption>". */
  caption: string;
  /** A round icon filling its (positioned) parent, rather than a cover over a photo. */
  compact?: boolean;
};

/**
 * A transparent link over a photo (its parent must be positioned) to the photo's `?photo=` deep
 * link, which opens the photo viewer. A link, so that a tap before the app has started is
 * followed by the browser: the page loads again at that URL and the viewer opens once it has
 * hydrated. Once the app runs, a plain click or Enter opens the viewer in the page (`onOpen`);
 * a click with a modifier key, or the middle button, is the browser's (a new tab at the deep
 * link). It sits beside the <img>, not around it, so the photo keeps its own name for
 * assistive technology, and a corner icon shows it can be enlarged.
 */
export function OpenPhotoLink({ href, onOpen, caption, compact = false }: OpenPhotoLinkProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Swiper cancels the click that ends a swipe: a swipe over the photo opens nothing.
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    // The viewer gives focus back to what had it when it opened. A click does not always focus
    // a link (Swiper cancels the press that starts it on a slide; Safari never does): focus it.
    event.currentTarget.focus({ preventScroll: true });
    onOpen();
  };
  return (
    <a
      href={href}
      aria-label={`View full screen: ${caption}`}
      aria-haspopup="dialog"
      // A mouse drag over a carousel photo is Swiper's swipe, not the browser's link drag.
      draggable={false}
      onClick={open}
      className={openPhotoLink}
    >
      <span aria-hidden className={openPhotoMark[compact ? 'compact' : 'corner']}>
        <Icon shapes={openInFull} size="small" />
      </span>
    </a>
  );
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
