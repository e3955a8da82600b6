import { MemoryRouter, useInRouterContext } from 'react-router-dom';
import { ProjectCard } from './components/project-card';
import type { ProjectSummary } from './project-summary';

/**
 * A project's card exactly as the site draws it, for the office's live preview while a project
 * is edited: the site's own ProjectCard, not a copy, so what the office shows is what visitors
 * will see. The card's View link needs a router: the page's own when it has one (a router
 * cannot sit inside another), else a memory router that goes nowhere. A cover with an absolute
 * URL is shown as it is (the office has no responsive copies of a photo it has just cleaned).
 */
export function CardPreview({ project }: { project: ProjectSummary }) {
  const card = <ProjectCard project={project} headingLevel="h3" />;
  return useInRouterContext() ? card : <MemoryRouter>{card}</MemoryRouter>;
}
