import { Link as RouterLink } from 'react-router-dom';
import { button, large } from '../../components/button.css';
import { PageContainer } from '../../components/page-container';
import { site } from '../../config/site';
import { routes } from '../../config/routes';
import { cx } from '../../styles/cx';
import * as styles from './home.css';

/** The home banner: a free quote by e-mail or call (spec §1). */
export function QuoteBanner() {
  return (
    <section aria-labelledby="quote-heading" className={styles.quoteBanner}>
      <PageContainer maxWidth="lg" className={styles.quoteContent}>
        <p className={styles.quoteKicker}>{site.city} remodeling &amp; renovation</p>
        <h1 id="quote-heading" className={styles.quoteHeading}>
          Get a free quote for your investment property
        </h1>
        <p className={styles.quoteText}>
          E-mail us or give us a call and we will walk the property with you, then send a clear,
          itemised quote at no cost.
        </p>
        <RouterLink to={routes.about} className={cx(button.containedSecondary, large)}>
          Contact Us
        </RouterLink>
      </PageContainer>
    </section>
  );
}
