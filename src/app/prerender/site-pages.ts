import { tallyProjects } from '../../features/projects/project-filters';
import { HOME_PREVIEW_COUNT, PROJECT_LIST_PAGE_SIZE } from '../../config/layout';
import type { ProjectsSnapshot } from '../../features/projects/data/projects-store';
import { projectPath } from '../../features/projects/project-logic';
import type { Project } from '../../features/projects/project-schema';
import { aboutMeta, homeMeta, projectMeta, projectsMeta, type PageMeta } from '../seo/page-meta';
import { businessJsonLd, projectBreadcrumbJsonLd } from '../seo/structured-data';

/** The route modules src/app/router.tsx loads lazily. */
export const ABOUT_MODULE = 'src/features/about/about-page.tsx';
export const DETAILS_MODULE = 'src/features/projects/pages/project-details-page.tsx';

/** One page the build prerenders. */
export type SitePage = {
  path: string;
  /** Where it goes under dist/ (Hosting serves `about-us.html` for `/about-us` with cleanUrls). */
  file: string;
  meta: PageMeta;
  structuredData: Record<string, unknown>[];
  /** The projects the page shows, embedded so it hydrates as built; none for pages without any. */
  snapshot?: ProjectsSnapshot;
  /**
   * The lazily loaded page module the route renders, if any (source path, as Vite's manifest
   * names it): its chunk and CSS go into the HTML so hydration does not wait on a waterfall.
   */
  lazyModule?: string;
};

/** Every route of the spec, for the projects in the data file (valid ones, in list order). */
export function sitePages(projects: readonly Project[]): SitePage[] {
  const total = projects.length;
  const business = businessJsonLd();
  const first = (count: number): ProjectsSnapshot => ({
    projects: projects.slice(0, count),
    total,
  });
  const home = {
    meta: homeMeta(),
    structuredData: [business],
    snapshot: first(HOME_PREVIEW_COUNT),
  };
  return [
    { path: '/', file: 'index.html', ...home },
    { path: '/home', file: 'home.html', ...home },
    {
      path: '/about-us',
      file: 'about-us.html',
      meta: aboutMeta(),
      structuredData: [business],
      lazyModule: ABOUT_MODULE,
    },
    {
      path: '/projects',
      file: 'projects.html',
      meta: projectsMeta(total),
      structuredData: [business],
      // The filters count the whole portfolio, not the first page the snapshot holds.
      snapshot: { ...first(PROJECT_LIST_PAGE_SIZE), tally: tallyProjects(projects) },
    },
    ...projects.map((project) => ({
      path: projectPath(project),
      file: `${projectPath(project).slice(1)}.html`,
      meta: projectMeta(project),
      structuredData: [business, projectBreadcrumbJsonLd(project)],
      snapshot: { projects: [project], total },
      lazyModule: DETAILS_MODULE,
    })),
  ];
}
