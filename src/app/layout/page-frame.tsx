import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
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
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <SiteHeader />
      <main ref={mainRef} id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
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
