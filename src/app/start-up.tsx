/**
 * How a page starts: the one module that decides it (docs/architecture.md, "Start-up").
 *
 *  1. A built page is complete HTML and CSS: it paints, and its links work, with no script.
 *  2. The app's entry is a deferred module script: the page parses, and paints, as it arrives.
 *  3. `startApp` hydrates HTML prerendered for this path with the routes' data it was built with
 *     (React Router's `hydrationData`), once the page's own code (a lazy route's chunk,
 *     preloaded by the HTML) is in the route table, so the router starts resolved and the whole
 *     page hydrates in one pass, fetching nothing; anything else (the host's shell for an
 *     unknown path, a filtered list, whose HTML is the unfiltered one) is rendered afresh, its
 *     loaders bringing what the page lacks. In Firestore mode the page is then checked against
 *     Firestore.
 *  4. A tap before that on a link is the browser's: a photo's opener and a filter are links.
 *     A click on anything else was noted by index.html's inline script with the spot it landed
 *     on, and is replayed once React has started (early-clicks.ts, which lists what still needs
 *     it): React hydrates what a click lands on before handling it.
 *  5. Analytics, when the build has a measurement id, starts listening first, and loads its code
 *     at the first interaction, or once the page has been quiet a while (src/lib/analytics.ts).
 * Nothing hydrates later than the rest, so no tap needs holding after the start.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createPath } from 'react-router-dom';
import { isProjectListPath } from '../config/routes';
import { startAnalytics } from '../lib/analytics';
import { FIRESTORE_MODE, selectPortfolioSource } from '../features/projects/select-source';
import { requestsFilters } from '../features/projects/project-filters';
import { CodeGone, reloadGoesTo, reloadWhenCodeGoes } from '../lib/missing-code';
import { replayEarlyClicks } from './early-clicks';
import {
  isPrerenderedFor,
  PRERENDERED_PATH_ATTRIBUTE,
  readRouteData,
  ROUTE_DATA_ELEMENT_ID,
} from './prerender/route-data';
import { createRouteTable, resolveLazyRoutes, SiteRouter } from './router';

export async function startApp(container: HTMLElement | null): Promise<void> {
  reloadWhenCodeGoes();
  try {
    if (!container) throw new Error('index.html has no #root element.');
    // Before the first render, so that the landing's page view is queued, not missed.
    startAnalytics();
    const { pathname, search } = window.location;
    // Hydrate only HTML prerendered for this path, with the routes' data it was built with; a
    // host's fallback page, or data that cannot be read, is rendered afresh instead.
    const routeDataText = document.getElementById(ROUTE_DATA_ELEMENT_ID)?.textContent;
    const routeData = readRouteData(routeDataText);
    const builtForThisPath =
      isPrerenderedFor(container.getAttribute(PRERENDERED_PATH_ATTRIBUTE), pathname) &&
      (routeDataText === undefined || routeData !== undefined);
    // The list is prerendered unfiltered: with filters in the URL the first render differs from
    // that HTML, so it renders afresh (from the same data: its title, filters and counts, while
    // the filtered cards come) instead of hydrating a mismatch.
    const hydrate = builtForThisPath && !(isProjectListPath(pathname) && requestsFilters(search));
    const routeTable = createRouteTable(selectPortfolioSource);
    // A page whose code is gone from the site even after the reload for it (lib/missing-code.ts)
    // is rendered afresh: the route tries once more and shows its error page with Retry. Code
    // that is only out of reach (a dropped connection) leaves the built page working as HTML.
    const pageCode =
      hydrate &&
      (await resolveLazyRoutes(routeTable, window.location).then(
        () => true,
        (error: unknown) => {
          if (error instanceof CodeGone) return false;
          throw error;
        },
      ));
    const router = createBrowserRouter(routeTable, {
      hydrationData: builtForThisPath ? routeData : undefined,
    });
    // A page's code that is gone reloads at the page the visitor was going to.
    reloadGoesTo(() => {
      const going = router.state.navigation.location;
      return going && createPath(going);
    });
    const app = (
      <StrictMode>
        <SiteRouter
          router={router}
          // The built page's data is the last build's: Firestore may hold console edits since.
          onStarted={FIRESTORE_MODE ? () => void router.revalidate() : undefined}
        />
      </StrictMode>
    );
    if (pageCode) {
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page (which is already on screen); a tap
      // meanwhile makes React hydrate at once, then handle it.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      // React empties the container when it commits, so the built page stays until then.
      createRoot(container).render(app);
    }
    replayEarlyClicks();
  } catch (error) {
    // Spec §8: a failure while starting the application is logged to the console.
    // (Later render errors are the route's errorElement's; SiteRouter logs them.)
    console.error('The site could not start.', error);
  }
}
