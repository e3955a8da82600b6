import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../components/use-document-title';
import { pageTitle } from '../config/site';

/** Unmatched routes (the spec leaves this open): say so inside the frame and offer a way home. */
export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page not found'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you were looking for has moved or never existed.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </Container>
  );
}
