import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_NAMES, routes, type PageName } from '../config/routes';
import { reloadOrRethrow } from '../lib/missing-code';
import { HomePage } from '../features/home/home-page';
import { ProjectsPage } from '../features/projects/pages/projects-page';
import { PageFrame } from './layout/page-frame';
import { NotFoundPage } from './not-found-page';

type LazyPage = ReturnType<typeof lazyPage>;

/**
 * A page whose code loads when someone opens it. The glob names its one module, so its path is
 * spelled once, and the glob's key tells the prerender which chunk (and CSS) to put into the
 * page's HTML. Once its code has arrived the page renders at once (start-up loads it before it
 * hydrates a prerendered page, so the page hydrates with the frame around it, in one pass);
 * until then it suspends, and the frame shows Loading.
 */
function lazyPage(modules: Record<string, () => Promise<ComponentType>>) {
  const [key, importPage] = Object.entries(modules)[0] ?? [
    '',
    () => Promise.reject(new Error('A lazily loaded page module is missing.')),
  ];
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let failed = false;
  const load = () =>
    // Code gone with a release reloads the page once (lib/missing-code.ts); else the error page.
    (loading ??= importPage()
      .catch(reloadOrRethrow)
      .then(
        (page) => (loaded = page),
        (error: unknown) => {
          loading = undefined;
          failed = true;
          throw error;
        },
      ));
  // Until then, React's lazy over the same load (React.lazy, not use(): a test's act() and a
  // client navigation alike resume it when the code arrives).
  const lazyLoad = () => lazy(async () => ({ default: await load() }));
  // The next visit after a failure tries again (the error page offers it): a new lazy, since
  // React.lazy keeps the error it was given. Renders of the same visit (location key) keep the
  // failed one, so React's retry of a failed render reaches the error page, not a new load.
  let pending = { visit: '', Lazy: lazyLoad() };
  const lazyFor = (visit: string) => {
    if (failed && pending.visit !== visit) {
      failed = false;
      pending = { visit, Lazy: lazyLoad() };
    }
    pending.visit = visit;
    return pending.Lazy;
  };
  function Page() {
    const { key: visit } = useLocation();
    return createElement(loaded ?? lazyFor(visit));
  }
  return { key, Page, load };
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

/** Loads the code of the page at `pathname` when it is a lazy one (start-up waits for it). */
export async function loadPageCode(pathname: string): Promise<void> {
  const name = matchRoutes(routeTable, pathname)?.at(-1)?.route.id;
  if (name !== undefined && name in lazyPages) await lazyPages[name as PageName]?.load();
}

export const routeTable: RouteObject[] = [
  {
    element: <PageFrame />,
    children: [
      ...PAGE_NAMES.map((name): RouteObject => {
        // The route's id is its page's name: loadPageCode finds a lazy page by it.
        const path = routes[name];
        return path === routes.home
          ? { id: name, index: true, element: pages[name] }
          : { id: name, path: path.slice(1), element: pages[name] };
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
