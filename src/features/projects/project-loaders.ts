import { data, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import type { PortfolioSource } from './portfolio-source';
import type { HomePreview, ProjectList } from './page-data';
import type { Project } from './project-schema';

/** The content store of the visit, as the router's loaders reach it (select-source.ts). */
type GetSource = () => Promise<PortfolioSource>;

/** Home's cards, or none when the portfolio could not be loaded (the rest of home still shows). */
export type HomeData = { preview: HomePreview | null };
export type ProjectData = { project: Project };

/** The portfolio could not be read: the page offers Retry rather than a broken page. */
export class PortfolioUnavailable extends Error {
  constructor(source: string, cause: unknown) {
    super(`Could not load projects from the ${source}.`, { cause });
    this.name = 'PortfolioUnavailable';
  }
}

/**
 * The loaders of the pages that show projects: each asks the content store for what its page
 * shows (spec §7, per page). A project that does not exist is a 404 for the route's error
 * element ("Project Not Found or Does Not Exists."); a store that cannot be read is
 * `PortfolioUnavailable` there, with Retry, except on home, whose banner and company text need
 * no data: its preview says so instead.
 */
export function portfolioLoaders(getSource: GetSource) {
  const ask = async <T>(question: (source: PortfolioSource) => Promise<T>): Promise<T> => {
    let name = 'project source';
    try {
      const source = await getSource();
      name = source.name;
      return await question(source);
    } catch (error) {
      throw new PortfolioUnavailable(name, error);
    }
  };
  return {
    async home(): Promise<HomeData> {
      try {
        return { preview: await ask((source) => source.home()) };
      } catch (error) {
        console.error(error);
        return { preview: null };
      }
    },
    list: (): Promise<ProjectList> => ask((source) => source.list()),
    async project({ params }: LoaderFunctionArgs): Promise<ProjectData> {
      const id = params.id ?? '';
      const project = await ask((source) => source.project(id));
      if (!project) throw data(`No project "${id}".`, { status: 404 });
      return { project };
    },
  };
}

/**
 * A project page's data changes with its id only: the photo viewer's `?photo=` (opening,
 * moving, closing) is the same page. An explicit revalidation (Retry, Firestore's check after
 * hydrating) runs it again.
 */
export const revalidateProject: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentParams.id !== nextParams.id ||
  (currentUrl.href === nextUrl.href && defaultShouldRevalidate);
