import { PAGE_NAMES, pageFile, projectPath, routes, type PageName } from '../../config/routes';
import type { Project } from '../../features/projects/project-schema';
import { aboutMeta, homeMeta, projectMeta, projectsMeta, type PageMeta } from '../seo/page-meta';
import { businessJsonLd, projectBreadcrumbJsonLd } from '../seo/structured-data';
import { lazyPageSource } from '../router';

/** One page the build prerenders. */
export type SitePage = {
  path: string;
  /** Where it goes under dist/ (`pageFile`). */
  file: string;
  meta: PageMeta;
  structuredData: Record<string, unknown>[];
  /**
   * The lazily loaded page module the route renders, if any (source path, as Vite's manifest
   * names it): its chunk and CSS go into the HTML so hydration does not wait on a waterfall.
   */
  lazyModule?: string;
  /**
   * Its code (the entry, its chunk's preload, the viewer's) is requested only once its cover
   * photo has painted (`pageHtml`): a project page, whose LCP is that photo.
   */
  codeAfterCover?: true;
};

type PageContent = Omit<SitePage, 'path' | 'file' | 'lazyModule'>;

/** Every route of the spec, for the projects in the data file (valid ones, in list order). */
export function sitePages(projects: readonly Project[]): SitePage[] {
  const business = businessJsonLd();
  const home: PageContent = { meta: homeMeta(), structuredData: [business] };
  /** Each route's pages: one, or one per project. */
  const content: Record<PageName, () => [path: string, PageContent][]> = {
    home: () => [[routes.home, home]],
    homeAlias: () => [[routes.homeAlias, home]],
    about: () => [[routes.about, { meta: aboutMeta(), structuredData: [business] }]],
    projects: () => [
      [routes.projects, { meta: projectsMeta(projects.length), structuredData: [business] }],
    ],
    project: () =>
      projects.map((project) => [
        projectPath(project),
        {
          meta: projectMeta(project),
          structuredData: [business, projectBreadcrumbJsonLd(project)],
          codeAfterCover: true,
        },
      ]),
  };
  return PAGE_NAMES.flatMap((name) => {
    const lazyModule = lazyPageSource(name);
    return content[name]().map(([path, page]) => ({
      path,
      file: pageFile(path),
      ...page,
      ...(lazyModule ? { lazyModule } : {}),
    }));
  });
}
