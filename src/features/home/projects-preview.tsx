import { PageContainer } from '../../components/page-container';
import { SectionHeading } from '../../components/section-heading';
import { TextLink } from '../../components/text-link';
import { HOME_PREVIEW_COUNT } from '../../config/layout';
import { routes } from '../../config/routes';
import { PortfolioPreview } from '../projects/portfolio-preview';
import * as styles from './home.css';

export function ProjectsPreview() {
  return (
    <section aria-labelledby="projects-preview-heading">
      <PageContainer maxWidth="lg" className={styles.sectionContent}>
        <SectionHeading
          id="projects-preview-heading"
          title="Projects"
          action={<TextLink to={routes.projects}>View All</TextLink>}
        />
        <PortfolioPreview count={HOME_PREVIEW_COUNT} headingLevel="h3" />
      </PageContainer>
    </section>
  );
}
