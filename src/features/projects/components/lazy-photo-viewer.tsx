import {
  Component,
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { button } from '../../../components/button.css';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useIsomorphicLayoutEffect } from '../../../components/use-isomorphic-layout-effect';
import { reloadOrRethrow } from '../../../lib/missing-code';
import { cx } from '../../../styles/cx';
import * as styles from './lazy-photo-viewer.css';
import type { PhotoViewerProps } from './photo-viewer';

/** The viewer's code could not be fetched: the one failure its screens below stand in for. */
class ViewerCodeUnavailable extends Error {}

// The viewer's code runs on first open (a built project page has fetched it ahead, see
// prerender/page-html.ts; after a client navigation the first open fetches it). Its
// stylesheets (2 KiB) come with the details page instead, so that opening it never waits for
// one: Safari cannot fetch a stylesheet ahead without applying it. Code gone with a release
// reloads the page once, at the viewer's address (lib/missing-code.ts); a failure that does
// not reload is this viewer's to show.
const importViewer = () =>
  import('./photo-viewer').catch((error: unknown) =>
    reloadOrRethrow(error).catch(() => {
      throw new ViewerCodeUnavailable('The photo viewer’s code could not be fetched.', {
        cause: error,
      });
    }),
  );

/**
 * The photo viewer, its code loaded on first open. While the code is on its way (a page reached
 * by a client navigation, or a tap before a built page's early fetch has finished) the viewer's
 * backdrop shows Loading, and if it cannot come (a phone that lost its connection) a message
 * with Try again and Close: the page under it stays as it was, never replaced by an error page.
 * Trying again imports the code again: a browser that follows the HTML standard's module map
 * as it now reads (whatwg/html#10327; Chromium does) fetches a failed module anew.
 */
export function LazyPhotoViewer(props: PhotoViewerProps) {
  const open = props.index !== undefined;
  // React.lazy keeps a failed load's error: each try takes a new lazy component.
  const [load, setLoad] = useState(() => ({ tries: 1, Viewer: lazy(importViewer), failed: false }));
  const tryAgain = () =>
    setLoad(({ tries }) => ({ tries: tries + 1, Viewer: lazy(importViewer), failed: false }));
  // Opening the viewer again after a failure tries again: the connection may be back.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && load.failed) tryAgain();
  }
  const { Viewer } = load;
  return (
    <ViewerImportBoundary
      // A new boundary for each try, so that it starts out without the last one's failure.
      key={load.tries}
      onUnavailable={() => setLoad((current) => ({ ...current, failed: true }))}
      unavailable={open && <ViewerUnavailable onRetry={tryAgain} onClose={props.onClose} />}
    >
      <Suspense fallback={open && <ViewerLoading onClose={props.onClose} />}>
        <Viewer {...props} />
      </Suspense>
    </ViewerImportBoundary>
  );
}

function ViewerLoading({ onClose }: { onClose: () => void }) {
  const { dialog } = useModal(onClose);
  return (
    <dialog
      {...dialog}
      aria-label="Opening the photo viewer"
      className={cx(styles.panel, styles.loading)}
    >
      <LoadingSpinner place="panel" />
    </dialog>
  );
}

function ViewerUnavailable({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { dialog, close } = useModal(onClose);
  const titleId = useId();
  const messageId = useId();
  // A modal dialog: the page under it is inert, and focus starts on its first button.
  return (
    <dialog
      {...dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className={styles.panel}
    >
      <p id={titleId} className={styles.title}>
        The photo viewer couldn&rsquo;t load.
      </p>
      <p id={messageId} className={styles.message}>
        Please check your connection and try again.
      </p>
      <div className={styles.actions}>
        <button type="button" className={button.contained} onClick={onRetry}>
          Try again
        </button>
        <button type="button" className={button.outlined} onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  );
}

/**
 * A native modal dialog, open from the moment it is on screen: the page under it inert, Escape
 * closing it (the viewer's own way), and focus given back, when it goes, to where it was (the
 * photo that opened it), which the viewer's dialog then gives focus back to in turn. Closing
 * asks once: a second Escape before the URL has changed would otherwise go back twice.
 */
function useModal(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useRef(false);
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    onClose();
  };
  useIsomorphicLayoutEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement;
    closing.current = false;
    dialog?.showModal();
    return () => {
      // Out of the top layer first (the page is inert until then), without closing the viewer.
      closing.current = true;
      dialog?.close();
      if (before instanceof HTMLElement && before.isConnected)
        before.focus({ preventScroll: true });
    };
  }, []);
  return {
    close,
    dialog: {
      ref,
      // Escape: the browser's cancel, kept open here until the URL closes it.
      onCancel: (event: SyntheticEvent) => {
        event.preventDefault();
        close();
      },
      // A browser may close a modal without a cancel (a repeated Escape): the viewer closes too.
      // (Not the close above, on the way out, nor one React's development remount reopened.)
      onClose: () => {
        if (!ref.current?.open) close();
      },
    },
  };
}

type BoundaryProps = { children: ReactNode; unavailable: ReactNode; onUnavailable: () => void };

/**
 * Catches the viewer's code failing to arrive, so that only the viewer is missing. Any other
 * error is the route's to show, as before: the viewer's code arrived and broke.
 */
class ViewerImportBoundary extends Component<BoundaryProps, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof ViewerCodeUnavailable) this.props.onUnavailable();
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof ViewerCodeUnavailable) return this.props.unavailable;
    throw error;
  }
}
