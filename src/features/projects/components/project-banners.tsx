import { saleStatus, workType } from '../project-logic';
import type { ProjectSummary } from '../project-summary';
import * as styles from './project-banners.css';

type ProjectBannersProps = {
  project: ProjectSummary;
  /** Cards mark projects with before-and-after photos, so visitors can find them. */
  markBeforeAfter?: boolean;
};

/** The sale-status and work-type banners laid over a project's cover image (spec §4). */
export function ProjectBanners({ project, markBeforeAfter = false }: ProjectBannersProps) {
  const status = saleStatus(project);
  const work = workType(project);
  return (
    <>
      <div data-banner="sale" data-status={status.kind} className={styles.sale[status.kind]}>
        {status.label}
      </div>
      {work && (
        <div data-banner="work-type" className={styles.workType}>
          {work}
        </div>
      )}
      {markBeforeAfter && project.before_after && (
        <div data-banner="before-after" className={styles.beforeAfter}>
          Before &amp; After
        </div>
      )}
    </>
  );
}
