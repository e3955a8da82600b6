import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { PageContainer } from '../../components/page-container';
import { site } from '../../config/site';
import { routes } from '../../config/routes';
import * as styles from './site-footer.css';

const FOOTER_LINKS = [
  { label: 'View All Projects', to: routes.projects },
  { label: 'About Us', to: routes.about },
] as const;

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <PageContainer maxWidth="lg" className={styles.content}>
        <Logo tone="light" />
        <nav aria-label="Footer" className={styles.nav}>
          {FOOTER_LINKS.map((link) => (
            <RouterLink key={link.to} to={link.to} className={styles.link}>
              {link.label}
            </RouterLink>
          ))}
        </nav>
        <p className={styles.copyright}>All Rights Reserved. © Copyright {site.copyrightYear}.</p>
      </PageContainer>
    </footer>
  );
}
