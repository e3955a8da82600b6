import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../components/use-document-title';
import { pageTitle, site } from '../config/site';

/**
 * Replaces React Router's developer-facing default when a screen throws while
 * rendering, so a visitor gets a way forward instead of a stack trace.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle(pageTitle('Something went wrong'));
  useEffect(() => {
    console.error('A page failed to render.', error);
  }, [error]);

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This page could not be shown. Please try again, or call us at {site.phone}.
      </Typography>
      {/* A full page load, not a client-side navigation: the app state may be what broke. */}
      <Button href="/" variant="contained">
        Go to the home page
      </Button>
    </Container>
  );
}
