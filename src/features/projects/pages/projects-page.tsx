import { useLayoutEffect, type ReactNode } from 'react';
import { useLoaderData, useRevalidator, useRouteError } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { pageTitle } from '../../../config/site';
import { FilteredProjectList } from '../components/filtered-project-list';
import type { ProjectList } from '../page-data';
import { PortfolioUnavailable } from '../project-loaders';
import { PageContainer } from '../../../components/page-container';
import * as styles from './projects-page.css';

/** index.html marks a filtered visit so the prerendered, unfiltered list is not painted. */
const FILTERED_VISIT_ATTRIBUTE = 'data-filtered-visit';

export function ProjectsPage() {
  const list = useLoaderData<ProjectList>();
  return (
    <ProjectListFrame>
      <FilteredProjectList list={list} />
    </ProjectListFrame>
  );
}

/** The list's route, when its data could not be loaded: the page, with Retry where the cards go. */
export function ProjectListError() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  // Anything else (the page's own code failing) is the frame's error page.
  if (!(error instanceof PortfolioUnavailable)) throw error;
  return (
    <ProjectListFrame>
      <LoadError onRetry={() => void revalidate()} />
    </ProjectListFrame>
  );
}

function ProjectListFrame({ children }: { children: ReactNode }) {
  // The app's first render of this page is the filtered one: show it, in the same frame.
  useLayoutEffect(() => document.documentElement.removeAttribute(FILTERED_VISIT_ATTRIBUTE), []);
  return (
    <PageContainer maxWidth="lg" className={styles.page}>
      <title>{pageTitle('All Projects')}</title>
      {/* The title stays after a failure too, so the page keeps its h1. */}
      <h1 className={styles.title}>All Projects</h1>
      <div data-project-results>{children}</div>
    </PageContainer>
  );
}
