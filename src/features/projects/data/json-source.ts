import { pageDataUrl, projectList } from '../page-data';
import type { Project } from '../project-schema';
import type { ProjectSummary } from '../project-summary';
import { once, onceEach, type PortfolioSource } from '../portfolio-source';

/**
 * The pages' data from the files the build derives from the data file (page-data.ts): each
 * fetched once per visit, whichever page asks. The build checked every record, so the browser
 * takes them as they are and loads no schema; only the files' shape is checked, so a wrong
 * answer (a host's error page) is a load error, not a broken page.
 */
export function createJsonSource(fetchPage: typeof fetchPageData = fetchPageData): PortfolioSource {
  // Each file once, checked as it comes: a file that fails its check is asked for again (Retry).
  const home = once(async () => ({ projects: summaries(await fetchPage(pageDataUrl.home)) }));
  const list = once(async () => projectList(summaries(await fetchPage(pageDataUrl.projects))));
  const project = onceEach(async (id: string) => {
    const record = await fetchPage(pageDataUrl.project(encodeURIComponent(id)));
    // No such project: Hosting's answer (null), or a host that answers 404.
    if (record === null || record === undefined) return undefined;
    if (typeof (record as Partial<Project> | null)?.id !== 'string') {
      throw new Error(`The data for project "${id}" is not a project record.`);
    }
    return record as Project;
  });
  return { name: 'data file', home, list, project };
}

/** A page's data file: undefined when the site has none (404), an error for anything else. */
async function fetchPageData(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`The data file ${url} answered HTTP ${response.status}.`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new Error(`The data file ${url} is not valid JSON.`);
  }
}

function summaries(file: unknown): ProjectSummary[] {
  const projects = (file as { projects?: unknown } | null | undefined)?.projects;
  if (!Array.isArray(projects)) {
    throw new Error('A page data file must be a JSON object with a "projects" array.');
  }
  return projects as ProjectSummary[];
}
