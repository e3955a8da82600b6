import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../components/message-page';
import { pageTitle } from '../config/site';
import { routes } from '../config/routes';

/** Unmatched routes (the spec leaves this open): say so inside the frame and offer a way home. */
export function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      documentTitle={pageTitle('Page not found')}
      action={
        <Button component={RouterLink} to={routes.home} variant="contained">
          Go to the home page
        </Button>
      }
    >
      The page you were looking for has moved or never existed.
    </MessagePage>
  );
}
