/**
 * The site's pages (spec §2): the one place each path is spelled. Links, the router, the
 * prerender (and so the sitemap), page metadata, structured data and the perf and screenshot
 * scripts read it. A page added here fails the typecheck until the router
 * (`src/app/router.tsx`) and the prerender (`src/app/prerender/site-pages.ts`) say what it
 * shows; the sitemap then lists it by its canonical path.
 */
const PROJECTS = '/projects';

export const routes = {
  home: '/',
  /** The menu's Home link goes here (spec §2); its canonical URL is home's. */
  homeAlias: '/home',
  about: '/about-us',
  projects: PROJECTS,
  /** One project's details; `:id` is the project's id. */
  project: `${PROJECTS}/:id`,
} as const;

export type PageName = keyof typeof routes;

/** The pages in the order the route table and the prerender list them. */
export const PAGE_NAMES = Object.keys(routes) as PageName[];

/** The details page of one project (its id may hold any character a URL must escape). */
export function projectPath(project: { id: string }): string {
  return routes.project.replace(':id', encodeURIComponent(project.id));
}

/** Whether a path is the project list's (with or without a trailing slash). */
export function isProjectListPath(pathname: string): boolean {
  return pathname === routes.projects || pathname === `${routes.projects}/`;
}

/**
 * The prerendered file for a path, under dist/: Hosting serves `about-us.html` for
 * `/about-us` (cleanUrls) and `index.html` for the root.
 */
export function pageFile(path: string): string {
  return path === routes.home ? 'index.html' : `${path.slice(1)}.html`;
}
