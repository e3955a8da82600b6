import { Link as RouterLink } from 'react-router-dom';
import { brand, brandMark } from '../config/brand';
import { site } from '../config/site';
import { routes } from '../config/routes';
import { cx } from '../styles/cx';
import * as styles from './logo.css';

type LogoProps = {
  tone?: 'dark' | 'light';
  /** The header's: the house alone on the narrowest phones (NARROW_HEADER). */
  narrow?: boolean;
};

/** The company mark and name, linking to the root (spec: header and footer). */
export function Logo({ tone = 'dark', narrow = false }: LogoProps) {
  const ink = tone === 'dark' ? brand.navy : brand.white;
  const [word, subtitle] = site.wordmark;
  return (
    <RouterLink to={routes.home} aria-label={`${site.name} home`} className={styles.logo[tone]}>
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d={brandMark.house} fill={ink} />
        <path d={brandMark.door} fill={brand.doorAccent} />
        <path d={brandMark.chimney} fill={ink} />
      </svg>
      <span className={cx(styles.wordmark, narrow && styles.wordmarkNarrow)}>
        <span className={styles.word}>{word}</span>
        <span className={styles.subtitle}>{subtitle}</span>
      </span>
    </RouterLink>
  );
}
