import { HOME_PREVIEW_COUNT } from '../../config/layout';
import { PAGE_DATA_DIR } from './data-file';
import { tallyProjects, type FilterTally } from './project-filters';
import type { Project } from './project-schema';
import { projectSummary, type ProjectSummary } from './project-summary';

/**
 * What each page shows of the portfolio, as its route's loader gives it: the build derives one
 * file per page from the data file (`pageDataFiles`), a prerendered page carries its own in its
 * HTML, and Firestore mode reads the same from Firestore. Its paths mirror the pages'.
 */
export const pageDataUrl = {
  /** Home's preview: `HomePreview`. */
  home: `${PAGE_DATA_DIR}/home.json`,
  /** The list: every project's summary, in list order (`{ projects: ProjectSummary[] }`). */
  projects: `${PAGE_DATA_DIR}/projects.json`,
  /** One project's page: its record, as the build checked it (photo sizes filled in). */
  project: (id: string) => `${PAGE_DATA_DIR}/projects/${id}.json`,
  /**
   * What Hosting answers for a project that has no file (firebase.json's rewrite): `null`, with
   * status 200, so that a page that is not found is an answer, not a failed request.
   */
  noSuchProject: `${PAGE_DATA_DIR}/no-such-project.json`,
};

/** Home's cards: the first projects of the list. */
export type HomePreview = { projects: ProjectSummary[] };

/**
 * The list: the projects it holds, in list order, with the whole portfolio's size and filter
 * counts. A prerendered list holds its first page only; the rest comes when the visitor
 * filters or loads more.
 */
export type ProjectList = { projects: ProjectSummary[]; total: number; tally: FilterTally };

export function homePreview(summaries: readonly ProjectSummary[]): HomePreview {
  return { projects: summaries.slice(0, HOME_PREVIEW_COUNT) };
}

/** The list of `summaries`, holding the first `count` of them (every one by default). */
export function projectList(
  summaries: readonly ProjectSummary[],
  count = summaries.length,
): ProjectList {
  return {
    projects: summaries.slice(0, count),
    total: summaries.length,
    tally: tallyProjects(summaries),
  };
}

/** Whether a list holds every project of the portfolio, not only its first page. */
export function isWholeList(list: ProjectList): boolean {
  return list.projects.length >= list.total;
}

/**
 * The files the build writes beside the data file, from its valid projects in list order: each
 * page's data, so that no page fetches the whole portfolio.
 */
export function pageDataFiles(projects: readonly Project[]): [url: string, data: unknown][] {
  const summaries = projects.map(projectSummary);
  return [
    [pageDataUrl.home, homePreview(summaries)],
    [pageDataUrl.projects, { projects: summaries }],
    [pageDataUrl.noSuchProject, null],
    ...projects.map((project): [string, unknown] => [pageDataUrl.project(project.id), project]),
  ];
}
