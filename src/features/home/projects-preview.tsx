import { PageContainer } from '../../components/page-container';
import { SectionHeading } from '../../components/section-heading';
import { TextLink } from '../../components/text-link';
import { routes } from '../../config/routes';
import { PortfolioPreview } from '../projects/portfolio-preview';
import type { HomeData } from '../projects/project-loaders';
import * as styles from './home.css';

export function ProjectsPreview({ preview }: HomeData) {
  return (
    <section aria-labelledby="projects-preview-heading">
      <PageContainer maxWidth="lg" className={styles.sectionContent}>
        <SectionHeading
          id="projects-preview-heading"
          title="Projects"
          action={<TextLink to={routes.projects}>View All</TextLink>}
        />
        <PortfolioPreview preview={preview} headingLevel="h3" />
      </PageContainer>
    </section>
  );
}
