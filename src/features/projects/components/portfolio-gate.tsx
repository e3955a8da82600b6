import type { ReactNode } from 'react';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useProjects } from '../hooks/use-projects';
import type { FilterTally } from '../project-filters';
import type { Project } from '../project-schema';

/** The portfolio as a screen sees it once there is something to show. */
export type Portfolio = {
  /** In list order: every project, or while `provisional`, those the prerendered page embeds. */
  projects: Project[];
  /** How many projects the whole portfolio holds. */
  total: number;
  /** The prerendered snapshot, until the data source answers and may change it. */
  provisional: boolean;
  /** The whole portfolio's filter counts, when a provisional list holds only its first page. */
  tally?: FilterTally;
};

/**
 * The one place that turns the shared store's state into Loading, the load error with Retry,
 * or the portfolio, so that screens only render projects.
 */
export function PortfolioGate({ children }: { children: (portfolio: Portfolio) => ReactNode }) {
  const { state, load } = useProjects();
  if (state.status === 'loading') return <LoadingSpinner />;
  if (state.status === 'error') return <LazyLoadError onRetry={load} />;
  return children({
    projects: state.projects,
    total: state.total,
    provisional: state.snapshot,
    tally: state.snapshot ? state.tally : undefined,
  });
}
