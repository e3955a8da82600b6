import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '../../components/loading-spinner';
import { PHONE_BAR_HEIGHT } from '../../config/layout';
import { RouteErrorBoundary } from '../route-error-page';
import { PhoneContactBar } from './phone-contact-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';
import { PageContainer } from '../../components/page-container';

// The phone bar's height, kept free under the footer so the bar never covers the page's end.
const phoneBarReserve = {
  xs: `calc(${PHONE_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))`,
  sm: 0,
} as const;

export function PageFrame() {
  useScrollRestoration();
  const { pathname } = useLocation();
  const mainRef = useMoveFocusToMainOnNavigation(pathname);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: phoneBarReserve }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          bgcolor: 'primary.main',
          color: 'common.white',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Box>
      <SiteHeader />
      <Box
        component="main"
        ref={mainRef}
        id="main"
        tabIndex={-1}
        // A full viewport keeps the footer below the fold while content loads, so swapping
        // the spinner for cards never shifts anything the visitor can see.
        sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}
      >
        {/* The details page is a lazy chunk (it brings Swiper); keep the frame while it loads. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense
            fallback={
              <PageContainer maxWidth="lg">
                <LoadingSpinner />
              </PageContainer>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <SiteFooter />
      <PhoneContactBar />
    </Box>
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
