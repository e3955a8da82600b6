import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { cx } from '../styles/cx';
import { textLink } from './text-link.css';

type TextLinkProps = {
  to: string;
  children: ReactNode;
  /** A class composed on `textLink` (text-link.css.ts) for a place's own colour or spacing. */
  className?: string;
};

/** An in-site text link: a router link with the site's link style. */
export function TextLink({ to, children, className }: TextLinkProps) {
  return (
    <RouterLink to={to} className={cx(textLink, className)}>
      {children}
    </RouterLink>
  );
}
