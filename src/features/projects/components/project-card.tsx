import { memo } from 'react';
import { isSameData } from '../../../lib/same-data';
import { Link as RouterLink } from 'react-router-dom';
import { button } from '../../../components/button.css';
import { projectPath } from '../../../config/routes';
import { text } from '../../../styles/text.css';
import type { ProjectSummary } from '../project-summary';
import * as styles from './project-card.css';
import { ProjectCover } from './project-cover';
import { ProjectFacts } from './project-facts';

type ProjectCardProps = {
  project: ProjectSummary;
  headingLevel: 'h2' | 'h3';
  /** The first card of the list is its largest image above the fold. */
  priority?: boolean;
};

/**
 * Memoised on the project's data, not its object: when Load more or a filter brings every card,
 * or Firestore answers after a prerendered list has hydrated, the cards already on screen hold
 * new objects with the same data, and render again only if it changed.
 */
export const ProjectCard = memo(function ProjectCard({
  project,
  headingLevel: Heading,
  priority = false,
}: ProjectCardProps) {
  const address = project.address.address_line_1;
  return (
    <article className={styles.card}>
      <ProjectCover project={project} priority={priority} markBeforeAfter />
      <div className={styles.body}>
        <Heading className={text.h3}>{address}</Heading>
        <ProjectFacts project={project} />
      </div>
      <div className={styles.actions}>
        <RouterLink
          to={projectPath(project)}
          className={button.outlined}
          aria-label={`View ${address}`}
        >
          View
        </RouterLink>
      </div>
    </article>
  );
}, sameCard);

function sameCard(before: ProjectCardProps, after: ProjectCardProps): boolean {
  return (
    before.headingLevel === after.headingLevel &&
    before.priority === after.priority &&
    isSameData(before.project, after.project)
  );
}
