import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useProjects } from '../hooks/use-projects';
import type { Project } from '../project-schema';

type ProjectsGateProps = { children: (projects: Project[]) => ReactNode };

/** Loading spinner, then the projects, or a failure message with Retry: one rule for every screen. */
export function ProjectsGate({ children }: ProjectsGateProps) {
  const { state, load } = useProjects();
  if (state.status === 'loading') return <LoadingSpinner />;
  if (state.status === 'error') return <LoadError onRetry={load} />;
  return children(state.projects);
}
