import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/button';
import { button } from '../components/button.css';
import { MessagePage } from '../components/message-page';
import { pageTitle, site } from '../config/site';
import { routes } from '../config/routes';
import * as styles from './route-error-page.css';

type BoundaryProps = { children: ReactNode };
type BoundaryState = { failed: boolean };

/**
 * Catches a screen that throws while rendering, so a visitor keeps the header and
 * footer and gets a way forward instead of a blank page. The frame keys it by path,
 * so the next navigation tries again.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render.', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

function RouteErrorPage() {
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
