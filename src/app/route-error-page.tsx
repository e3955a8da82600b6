import { Button } from '../components/button';
import { button } from '../components/button.css';
import { MessagePage } from '../components/message-page';
import { pageTitle, site } from '../config/site';
import { routes } from '../config/routes';
import * as styles from './route-error-page.css';

/**
 * A page that failed, to render or to load its code: the route's `errorElement`, inside the
 * frame, so a visitor keeps the header and footer and gets a way forward instead of a blank
 * page. The router logs the error (`SiteRouter`). Retry loads the page afresh: React Router
 * keeps a lazy page's failed load for the rest of the visit, so only a new document asks for
 * that code again.
 */
export function RouteErrorPage() {
  return (
    <MessagePage
      title="Something went wrong"
      documentTitle={pageTitle('Something went wrong')}
      // Full page loads, not client-side navigations: the app state may be what broke.
      action={
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Retry</Button>
          <a href={routes.home} className={button.outlined}>
            Go to the home page
          </a>
        </div>
      }
    >
      This page could not be shown. Please try again, or call us at {site.phone}.
    </MessagePage>
  );
}
