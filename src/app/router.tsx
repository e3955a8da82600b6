import {
  isValidElement,
  lazy,
  useLayoutEffect,
  type ComponentType,
  type ReactElement,
} from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { holdEarlyTaps } from '../lib/held-taps';
import { PAGE_NAMES, routes, type PageName } from '../config/routes';
import { HomePage } from '../features/home/home-page';
import { ProjectsPage } from '../features/projects/pages/projects-page';
import { PageFrame } from './layout/page-frame';
import { NotFoundPage } from './not-found-page';

type LazyPage = ReturnType<typeof lazyPage>;

/** Set while taps on a prerendered lazy page wait for it to hydrate (see below). */
let releaseTaps: (() => void) | undefined;
const releaseHeldTaps = () => {
  releaseTaps?.();
  releaseTaps = undefined;
};

/**
 * A page loaded when someone opens it. The glob names its one module, so its path is spelled
 * once, and the glob's key tells the prerender which chunk (and CSS) to put into the page's
 * HTML, so hydration does not wait on a waterfall.
 */
function lazyPage(modules: Record<string, () => Promise<ComponentType>>) {
  const [key, load] = Object.entries(modules)[0] ?? [
    '',
    () => Promise.reject(new Error('A lazily loaded page module is missing.')),
  ];
  const LazyPage = lazy(() =>
    load().then(
      (page) => ({ default: page }),
      (error: unknown) => {
        // The error page takes its place: no tap waits for it any more.
        releaseHeldTaps();
        throw error;
      },
    ),
  );
  function Page() {
    // The page has hydrated: taps held until then are replayed.
    useLayoutEffect(releaseHeldTaps, []);
    return <LazyPage />;
  }
  return { key, Page };
}

// The about page and the details page (with Swiper) load when someone opens them, keeping
// the home page and the project list — where most visits start — light.
const lazyPages: Partial<Record<PageName, LazyPage>> & Record<'about' | 'project', LazyPage> = {
  about: lazyPage(
    import.meta.glob<ComponentType>('../features/about/about-page.tsx', { import: 'AboutPage' }),
  ),
  project: lazyPage(
    import.meta.glob<ComponentType>('../features/projects/pages/project-details-page.tsx', {
      import: 'ProjectDetailsPage',
    }),
  ),
};

/** What each page of `src/config/routes.ts` shows. */
const pages: Record<PageName, ReactElement> = {
  home: <HomePage />,
  homeAlias: <HomePage />,
  about: <lazyPages.about.Page />,
  projects: <ProjectsPage />,
  project: <lazyPages.project.Page />,
};

/**
 * The source module of a lazily loaded page, as Vite's manifest names it (from the project
 * root; glob keys are relative to this file), for the prerender.
 */
export function lazyPageSource(name: PageName): string | undefined {
  const page = lazyPages[name];
  return page && new URL(page.key, 'file:///src/app/').pathname.slice(1);
}

/**
 * Taps on a prerendered page whose module is still loading: React cannot hydrate the page for
 * them and would drop them, so they are held until it has hydrated (lib/held-taps.ts). Call it
 * before hydrating; a page in the first load hydrates with the frame and needs nothing.
 */
export function holdTapsUntilPageHydrates(container: Element, pathname: string): void {
  const element = matchRoutes(routeTable, pathname)?.at(-1)?.route.element;
  const main = container.querySelector('main');
  const lazyPage = Object.values(lazyPages).some(
    (page) => isValidElement(element) && element.type === page.Page,
  );
  // Until the page has hydrated, or the visitor has gone to another page meanwhile.
  if (main && lazyPage) releaseTaps = holdEarlyTaps(main, () => location.pathname !== pathname);
}

export const routeTable: RouteObject[] = [
  {
    element: <PageFrame />,
    children: [
      ...PAGE_NAMES.map((name): RouteObject => {
        const path = routes[name];
        return path === routes.home
          ? { index: true, element: pages[name] }
          : { path: path.slice(1), element: pages[name] };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The route table, rendered inside whichever location provider the host gives: a browser
 * router in the app, a static one in the prerender, a memory one in tests. Declarative
 * routing is about 17 kB (gzip) lighter than the data router, and no route loads data.
 */
export function SiteRoutes() {
  return useRoutes(routeTable);
}
