import { styleVariants } from '@vanilla-extract/css';
import { BREAKPOINTS, CONTAINER } from '../config/layout';
import { up } from '../styles/theme';

/**
 * The column that holds a page's content, drawn from the layout constants that photo `sizes`
 * are computed from (src/config/layout.ts): the screen's width less its padding, at most the
 * breakpoint's width. It sets no `display` and no vertical
 * spacing, so a page's own class composes on it without the two competing for a property.
 */
const column = (maxWidth: 'md' | 'lg') =>
  ({
    width: '100%',
    marginInline: 'auto',
    paddingInline: CONTAINER.padding.xs,
    '@media': {
      [up.sm]: { paddingInline: CONTAINER.padding.sm },
      [up[maxWidth]]: { maxWidth: BREAKPOINTS[maxWidth] },
    },
  }) as const;

export const pageContainer = styleVariants({ md: column('md'), lg: column('lg') });
