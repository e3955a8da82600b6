import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { routes } from '../config/routes';

type LoadErrorProps = { onRetry: () => void };

/** Shown instead of an endless spinner when the portfolio cannot be fetched. */
export function LoadError({ onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      sx={{ my: 4, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>We couldn&rsquo;t load our projects.</AlertTitle>
      Please check your connection and try again, or{' '}
      <RouterLink to={routes.about}>contact us</RouterLink> directly.
    </Alert>
  );
}
