import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/app';
import {
  isPrerenderedFor,
  PRERENDERED_PATH_ATTRIBUTE,
  readSnapshot,
  SNAPSHOT_ELEMENT_ID,
} from './app/prerender/snapshot';
import { holdTapsUntilPageHydrates, SiteRoutes } from './app/router';
import { replayEarlyClicks } from './lib/held-taps';
import { createProjectsStore } from './features/projects/data/projects-store';
import { requestsFilters } from './features/projects/project-filters';
import { isProjectListPath } from './config/routes';
import { selectProjectSource } from './features/projects/data/select-source';

const container = document.getElementById('root');

try {
  if (!container) throw new Error('index.html has no #root element.');
  // Hydrate only HTML prerendered for this path, with the snapshot it was built with; a
  // host's fallback page, or a snapshot that cannot be read, is rendered afresh instead.
  const snapshotText = document.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
  const snapshot = readSnapshot(snapshotText);
  const builtForThisPath =
    isPrerenderedFor(
      container.getAttribute(PRERENDERED_PATH_ATTRIBUTE),
      window.location.pathname,
    ) &&
    (snapshotText === undefined || snapshot !== undefined);
  // The list is prerendered unfiltered: with filters in the URL the first render differs from
  // that HTML, so it renders afresh (from the same snapshot) instead of hydrating a mismatch.
  const hydrate =
    builtForThisPath &&
    !(isProjectListPath(window.location.pathname) && requestsFilters(window.location.search));
  const store = createProjectsStore(
    selectProjectSource,
    console,
    builtForThisPath ? snapshot : undefined,
  );
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    holdTapsUntilPageHydrates(container, window.location.pathname);
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (the prerendered page is already on screen);
    // a tap meanwhile makes React hydrate what was tapped first.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // React empties the container when it commits, so the built page stays until then.
    createRoot(container).render(app);
  }
  // Clicks made before the app started (it starts after the first paint) do what they say.
  replayEarlyClicks();
} catch (error) {
  // Spec §8: a failure while starting the application is logged to the console.
  // (Later render errors are caught by the route error page, which logs them too.)
  console.error('The site could not start.', error);
}
