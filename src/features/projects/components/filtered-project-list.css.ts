import { style } from '@vanilla-extract/css';
import { text } from '../../../styles/text.css';
import { up } from '../../../styles/theme';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 16,
  marginBottom: 24,
  '@media': { [up.md]: { marginBottom: 32 } },
});

/** The count line and what follows it: Load more, or Clear filters. */
export const footer = style({ marginTop: 32, display: 'grid', justifyItems: 'center', gap: 12 });

// In the text colour, not a grey: the count is the live region that announces each filter.
export const count = text.body1;

/** Load more: an outlined Button, large (its border takes a pixel of the padding). */
export const loadMore = style({ paddingBlock: 7, fontSize: '0.9375rem' });
