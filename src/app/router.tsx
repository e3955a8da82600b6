import { useEffect, type ReactElement } from 'react';
import {
  isRouteErrorResponse,
  matchRoutes,
  RouterProvider,
  type createBrowserRouter,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router-dom';
import { PageContainer } from '../components/page-container';
import { LoadingSpinner } from '../components/loading-spinner';
import { PAGE_NAMES, routes, type PageName } from '../config/routes';
import { reloadOrRethrow } from '../lib/missing-code';
import { HomePage } from '../features/home/home-page';
import type { PortfolioSource } from '../features/projects/portfolio-source';
import { portfolioLoaders, revalidateProject } from '../features/projects/project-loaders';
import { ProjectListError, ProjectsPage } from '../features/projects/pages/projects-page';
import { PageFrame } from './layout/page-frame';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
// The page's base styles (element selectors only, so no component's class competes with them).
import '../styles/baseline.css';

type LazyPage = {
  /** Its module as Vite's manifest names it: the prerender puts its chunk and CSS in the HTML. */
  source: string;
  lazy: LazyRouteFunction<RouteObject>;
};

/**
 * What each page of `src/config/routes.ts` shows. The about page and the details page (with
 * Swiper) load when someone opens them, keeping the home page and the project list, where most
 * visits start, light. Code gone with a release reloads the page once (lib/missing-code.ts);
 * any other failure is the route's error page. A misspelt `source` fails the build: the
 * prerender finds no such chunk in Vite's manifest.
 */
const pages: Record<PageName, ReactElement | LazyPage> = {
  home: <HomePage />,
  homeAlias: <HomePage />,
  about: {
    source: 'src/features/about/about-page.tsx',
    lazy: async () => {
      const { AboutPage } = await import('../features/about/about-page').catch(reloadOrRethrow);
      return { Component: AboutPage };
    },
  },
  projects: <ProjectsPage />,
  project: {
    source: 'src/features/projects/pages/project-details-page.tsx',
    lazy: async () => {
      const { ProjectDetailsPage, ProjectPageError } =
        await import('../features/projects/pages/project-details-page').catch(reloadOrRethrow);
      return { Component: ProjectDetailsPage, ErrorBoundary: ProjectPageError };
    },
  },
};

const isLazy = (page: ReactElement | LazyPage): page is LazyPage => 'lazy' in page;

/** What a page's route brings besides the page: the data it shows (its loader), and its errors. */
type PageData = Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'errorElement'>;

function pageData(source: () => Promise<PortfolioSource>): Record<PageName, PageData> {
  const loaders = portfolioLoaders(source);
  return {
    home: { loader: loaders.home },
    homeAlias: { loader: loaders.home },
    about: {},
    projects: { loader: loaders.list, errorElement: <ProjectListError /> },
    // Its error element (not found, Retry) comes with the page's code.
    project: { loader: loaders.project, shouldRevalidate: revalidateProject },
  };
}

function pageRoute(name: PageName, data: PageData): RouteObject {
  const page = pages[name];
  const shows = isLazy(page) ? { lazy: page.lazy } : { element: page };
  const path = routes[name];
  return path === routes.home
    ? { id: name, index: true, ...shows, ...data }
    : { id: name, path: path.slice(1), ...shows, ...data };
}

/** The source module of a lazily loaded page (Vite's manifest key), for the prerender. */
export function lazyPageSource(name: PageName): string | undefined {
  const page = pages[name];
  return isLazy(page) ? page.source : undefined;
}

/**
 * The frame (header, footer, the phone's contact bar) around `pages`. A page that fails, to
 * render or to load its code, shows the error page inside the frame, so the visitor can still
 * navigate; a lazy page rendered afresh shows Loading there until its code arrives.
 */
export function siteRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      element: <PageFrame />,
      // The frame itself failing (header, footer): the same page, without the frame, rather
      // than React Router's developer screen.
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          hydrateFallbackElement: (
            <PageContainer maxWidth="lg">
              <LoadingSpinner />
            </PageContainer>
          ),
          children: pages,
        },
      ],
    },
  ];
}

/**
 * The route table, its loaders reading `source`: the browser's content store
 * (select-source.ts), the build's data as the prerender renders it, a test's projects. The
 * route ids are the page names, which key a prerendered page's data (`hydrationData`).
 */
export function createRouteTable(source: () => Promise<PortfolioSource>): RouteObject[] {
  const data = pageData(source);
  return siteRoutes([
    ...PAGE_NAMES.map((name) => pageRoute(name, data[name])),
    { path: '*', element: <NotFoundPage /> },
  ]);
}

/**
 * Loads the code of the lazy pages at `location` into the route table, as React Router's SSR
 * example does before hydrating: the router then starts with every route of a prerendered
 * page resolved and renders it in one pass, instead of its Loading fallback.
 */
export async function resolveLazyRoutes(
  table: RouteObject[],
  location: string | Partial<Location>,
): Promise<void> {
  const lazy = (matchRoutes(table, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

/**
 * The router with the site's error log: the browser's, and the tests' memory router.
 * `onStarted` runs once the first page is on screen (hydrated, or rendered afresh).
 */
export function SiteRouter({
  router,
  onStarted,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  onStarted?: () => void;
}) {
  // Once: the callback is the start's, not a render's.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onStarted?.(), []);
  return (
    <RouterProvider
      router={router}
      onError={(error) => {
        // A page that does not exist (a project's 404) is an answer, not a failure.
        if (!isRouteErrorResponse(error)) console.error('A page could not be shown.', error);
      }}
    />
  );
}
