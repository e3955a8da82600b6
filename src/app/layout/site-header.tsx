import { NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { PageContainer } from '../../components/page-container';
import { routes } from '../../config/routes';
import { primaryLink } from './primary-link';
import * as styles from './site-header.css';

export function SiteHeader() {
  const { pathname } = useLocation();
  const primary = primaryLink(pathname);
  return (
    <header className={styles.header}>
      <PageContainer maxWidth="lg">
        <div className={styles.toolbar}>
          <Logo narrow />
          <nav aria-label="Main" className={styles.nav}>
            <NavLink to={routes.about} className={styles.aboutLink}>
              About Us
            </NavLink>
            <NavLink end to={primary.to} className={styles.primaryLink}>
              {primary.label}
            </NavLink>
          </nav>
        </div>
      </PageContainer>
    </header>
  );
}
