import { Link as RouterLink } from 'react-router-dom';
import { button } from '../../components/button.css';
import { PageContainer } from '../../components/page-container';
import { SectionHeading } from '../../components/section-heading';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { site } from '../../config/site';
import { routes } from '../../config/routes';
import * as styles from './home.css';

export function AboutSplash() {
  return (
    <section aria-labelledby="about-splash-heading" className={styles.aboutSplash}>
      <PageContainer maxWidth="lg" className={styles.sectionContent}>
        <SectionHeading id="about-splash-heading" title="About Us" />
        <p className={styles.aboutText}>{site.shortDescription}</p>
        {/* "Learn more" alone tells a search engine or a screen reader nothing: say of what. */}
        <RouterLink to={routes.about} className={button.outlined}>
          Learn more <span className={visuallyHidden}>about {site.name}</span>
        </RouterLink>
      </PageContainer>
    </section>
  );
}
