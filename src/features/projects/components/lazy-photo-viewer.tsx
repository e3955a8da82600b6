import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { button } from '../../../components/button.css';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useIsomorphicLayoutEffect } from '../../../components/use-isomorphic-layout-effect';
import { useLatestCallback } from '../../../components/use-latest-callback';
import * as styles from './lazy-photo-viewer.css';
import type { PhotoViewerProps } from './photo-viewer';

// The viewer's code runs on first open (a built project page has fetched it ahead, see
// prerender/page-html.ts; after a client navigation the first open fetches it). Its
// stylesheets (2 KiB) come with the details page instead, so that opening it never waits for
// one: Safari cannot fetch a stylesheet ahead without applying it.
const importViewer = () => import('./photo-viewer');

/**
 * The photo viewer, its code loaded on first open. While the code is on its way the viewer's
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
    <ViewerCodeBoundary
      // A new boundary for each try, so that it starts out without the last one's failure.
      key={load.tries}
      onError={() => setLoad((current) => ({ ...current, failed: true }))}
      failed={open && <ViewerUnavailable onRetry={tryAgain} onClose={props.onClose} />}
    >
      <Suspense fallback={open && <ViewerLoading onClose={props.onClose} />}>
        <Viewer {...props} />
      </Suspense>
    </ViewerCodeBoundary>
  );
}

function ViewerLoading({ onClose }: { onClose: () => void }) {
  useEscapeToClose(onClose);
  return (
    <div className={styles.loading}>
      <div className={styles.panel}>
        <LoadingSpinner place="panel" />
      </div>
    </div>
  );
}

function ViewerUnavailable({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  useEscapeToClose(onClose);
  const retry = useRef<HTMLButtonElement>(null);
  // The panel covers the page: keyboard focus goes to it, as it would into the viewer.
  useEffect(() => retry.current?.focus(), []);
  return (
    <div className={styles.failed}>
      <div role="alert" className={styles.panel}>
        <p className={styles.title}>The photo viewer couldn&rsquo;t load.</p>
        <p className={styles.message}>Please check your connection and try again.</p>
        <div className={styles.actions}>
          <button ref={retry} type="button" className={button.contained} onClick={onRetry}>
            Try again
          </button>
          <button type="button" className={button.outlined} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Escape closes the viewer's loading and error screens, as it closes the viewer: from the
 * moment they are on screen (a layout effect: a key pressed as soon as they show is not lost).
 */
function useEscapeToClose(onClose: () => void) {
  const close = useLatestCallback(onClose);
  useIsomorphicLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);
}

type BoundaryProps = { children: ReactNode; failed: ReactNode; onError: () => void };

/** Catches the viewer's code failing to load, so that only the viewer is missing. */
class ViewerCodeBoundary extends Component<BoundaryProps, { error: boolean }> {
  state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The photo viewer could not load.', error, info.componentStack);
    this.props.onError();
  }

  render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}
