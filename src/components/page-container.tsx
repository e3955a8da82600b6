import type { ComponentProps } from 'react';
import { cx } from '../styles/cx';
import { pageContainer } from './page-container.css';

type PageContainerProps = ComponentProps<'div'> & {
  /** `lg` (the default) holds every page's content; `md` a short message. */
  maxWidth?: 'md' | 'lg';
};

/**
 * The column that holds a page's content (page-container.css.ts); `className` adds the page's
 * own spacing and layout.
 */
export function PageContainer({ maxWidth = 'lg', className, ...props }: PageContainerProps) {
  return <div {...props} className={cx(pageContainer[maxWidth], className)} />;
}
