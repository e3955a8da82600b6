import { Link as RouterLink } from 'react-router-dom';
import { button } from '../components/button.css';
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
        <RouterLink to={routes.home} className={button.contained}>
          Go to the home page
        </RouterLink>
      }
    >
      The page you were looking for has moved or never existed.
    </MessagePage>
  );
}
