import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { button } from '../../../components/button.css';
import { projectPath } from '../../../config/routes';
import { text } from '../../../styles/text.css';
import type { Project } from '../project-schema';
import * as styles from './project-card.css';
import { ProjectCover } from './project-cover';
import { ProjectFacts } from './project-facts';

type ProjectCardProps = {
  project: Project;
  headingLevel: 'h2' | 'h3';
  /** The first card of the list is its largest image above the fold. */
  priority?: boolean;
};

/**
 * Memoised: a card renders again only when its project does. When the data arrives after a
 * prerendered list has started, the store keeps each unchanged record's snapshot object
 * (projects-store.ts), so none of the cards on screen renders again; nor do the cards already
 * shown when Load more adds others.
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
});
