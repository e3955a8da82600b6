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

// In the text colour: MUI's Typography ignored its `color="text.secondary"` here, and this is
// what visitors saw.
export const count = text.body1;

/** MUI's large outlined button. */
export const loadMore = style([button.outlined, { paddingBlock: 7, fontSize: '0.9375rem' }]);

export const clearFilters = button.contained;
