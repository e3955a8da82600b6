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

export function ProjectCard({
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
}
