import { Link as RouterLink } from 'react-router-dom';
import { site } from '../config/site';
import { routes } from '../config/routes';
import { cx } from '../styles/cx';
import { Icon } from './icon';
import * as styles from './logo.css';
// The house mark on a 64×64 grid, in the link's colour with its orange door; the build's icons
// draw the same file (build/build-images.ts).
import logoMark from './logo-mark.svg?shapes';

type LogoProps = {
  tone?: 'dark' | 'light';
  /** The header's: the house alone on the narrowest phones (NARROW_HEADER). */
  narrow?: boolean;
};

/** The company mark and name, linking to the root (spec: header and footer). */
export function Logo({ tone = 'dark', narrow = false }: LogoProps) {
  const [word, subtitle] = site.wordmark;
  return (
    <RouterLink to={routes.home} aria-label={`${site.name} home`} className={styles.logo[tone]}>
      <Icon shapes={logoMark} viewBox="0 0 64 64" width={36} height={36} />
      <span className={cx(styles.wordmark, narrow && styles.wordmarkNarrow)}>
        <span className={styles.word}>{word}</span>
        <span className={styles.subtitle}>{subtitle}</span>
      </span>
    </RouterLink>
  );
}
