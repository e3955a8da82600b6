import { style } from '@vanilla-extract/css';
import { button } from '../../../components/button.css';
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

/** A large outlined button. */
export const loadMore = style([button.outlined, { paddingBlock: 7, fontSize: '0.9375rem' }]);

export const clearFilters = button.contained;
