import { bedsAndBaths, cityAndState, squareFootage } from '../project-logic';
import type { ProjectSummary } from '../project-summary';
import * as styles from './project-facts.css';

/** Beds and baths, square footage and city: the facts a card and a details page share. */
export function ProjectFacts({
  project,
  size = 'small',
}: {
  project: ProjectSummary;
  size?: 'small' | 'large';
}) {
  return (
    <>
      <div className={styles.figures[size]}>
        <span>{bedsAndBaths(project)}</span>
        <span>{squareFootage(project)}</span>
      </div>
      <p className={styles.city[size]}>{cityAndState(project)}</p>
    </>
  );
}
