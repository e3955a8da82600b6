import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingSpinner } from '../../components/loading-spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';

export function PageFrame() {
  useScrollRestoration();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
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
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* The details page is a lazy chunk (it brings Swiper); keep the frame while it loads. */}
        <Suspense
          fallback={
            <Container maxWidth="lg">
              <LoadingSpinner />
            </Container>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
