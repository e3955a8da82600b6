import { useLayoutEffect } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { pageTitle } from '../../../config/site';
import { FilteredProjectList } from '../components/filtered-project-list';
import { PortfolioGate } from '../components/portfolio-gate';
import { PageContainer } from '../../../components/page-container';
import * as styles from './projects-page.css';

/** index.html marks a filtered visit so the prerendered, unfiltered list is not painted. */
const FILTERED_VISIT_ATTRIBUTE = 'data-filtered-visit';

export function ProjectsPage() {
  useDocumentTitle(pageTitle('All Projects'));
  // The app's first render of this page is the filtered one: show it, in the same frame.
  useLayoutEffect(() => document.documentElement.removeAttribute(FILTERED_VISIT_ATTRIBUTE), []);
  return (
    <PageContainer maxWidth="lg" className={styles.page}>
      {/* The title stays while loading or after a failure, so the page keeps its h1. */}
      <h1 className={styles.title}>All Projects</h1>
      <div data-project-results>
        <PortfolioGate>
          {(portfolio) => <FilteredProjectList portfolio={portfolio} />}
        </PortfolioGate>
      </div>
    </PageContainer>
  );
}
