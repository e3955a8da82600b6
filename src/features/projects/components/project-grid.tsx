import { emailHref, phoneHref, site } from '../../../config/site';
import { contactPlacement } from '../../../lib/analytics-events';
import { text } from '../../../styles/text.css';
import type { ProjectSummary } from '../project-summary';
import { ProjectCard } from './project-card';
import * as styles from './project-grid.css';

type ProjectGridProps = {
  projects: readonly ProjectSummary[];
  /** Cards are h2 under the list page's h1, h3 under the home page's Projects heading. */
  headingLevel: 'h2' | 'h3';
  /** The first cover is the largest image above the fold (the list page, not the home preview). */
  priorityFirst?: boolean;
  /** What is shown is about to change (more cards are on their way). */
  busy?: boolean;
};

/** Projects as cards: one column on phones, 2 from 768px, 3 from 1024px (spec §2). */
export function ProjectGrid({
  projects,
  headingLevel,
  priorityFirst = false,
  busy,
}: ProjectGridProps) {
  return (
    <ul aria-busy={busy || undefined} aria-label="Projects" className={styles.grid}>
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard
            project={project}
            headingLevel={headingLevel}
            priority={priorityFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * What the list and the home preview say while the portfolio is empty: that projects are
 * coming, and how to reach the company meanwhile, since no project page offers its contact.
 */
export function NoProjectsYet() {
  return (
    <p className={text.body1} {...contactPlacement('no_projects_yet')}>
      Our first projects are coming soon. Have a property in mind? Call us at{' '}
      <a href={phoneHref()}>{site.phone}</a> or e-mail <a href={emailHref()}>{site.email}</a>.
    </p>
  );
}
