import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { LoadingSpinner } from '../../components/loading-spinner';
import { trackPageView } from '../../lib/analytics';
import { PhoneContactBar } from './phone-contact-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';
import * as styles from './page-frame.css';

export function PageFrame() {
  useScrollRestoration();
  const { pathname } = useLocation();
  const mainRef = useMoveFocusToMainOnNavigation(pathname);
  // One page view per page: the landing, then each client navigation to another path (a
  // filter or the photo viewer changes only the query).
  useEffect(() => trackPageView(), [pathname]);
  // A client navigation waits for the next page's data and code: the router keeps the page being
  // left until they have come, and without a sign the tap would seem to do nothing (spec: a
  // spinner shows while loading).
  const pending = useNavigation().state === 'loading';
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <SiteHeader />
      <main
        ref={mainRef}
        id="main"
        tabIndex={-1}
        className={styles.main}
        aria-busy={pending || undefined}
      >
        <Outlet />
        {pending && (
          <div className={styles.pending}>
            <LoadingSpinner place="panel" />
          </div>
        )}
      </main>
      <SiteFooter />
      <PhoneContactBar />
    </div>
  );
}

/**
 * After a client-side navigation, focus would stay on the link that was just
 * activated (or fall to <body> when it unmounts). Moving it to <main> lets keyboard
 * and screen-reader users start at the new page's content, as a page load would.
 */
function useMoveFocusToMainOnNavigation(pathname: string) {
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
