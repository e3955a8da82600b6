import { Link as RouterLink } from 'react-router-dom';
import { routes } from '../config/routes';
import { Button } from './button';
import { Icon } from './icon';
import errorOutline from '@material-design-icons/svg/outlined/error_outline.svg?shapes';
import * as styles from './load-error.css';

type LoadErrorProps = { onRetry: () => void };

/** Shown instead of an endless spinner when the portfolio cannot be fetched. */
export function LoadError({ onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className={styles.alert}>
      <div className={styles.sign}>
        <Icon shapes={errorOutline} name="ErrorOutline" size="inherit" />
      </div>
      <div className={styles.message}>
        <div className={styles.title}>We couldn&rsquo;t load our projects.</div>
        Please check your connection and try again, or{' '}
        <RouterLink to={routes.about}>contact us</RouterLink> directly.
      </div>
      <div className={styles.action}>
        <Button variant="outlined" className={styles.retry} onClick={onRetry}>
          Retry
        </Button>
      </div>
    </div>
  );
}
