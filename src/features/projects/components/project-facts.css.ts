import { styleVariants } from '@vanilla-extract/css';
import { text } from '../../../styles/text.css';
import { palette } from '../../../styles/theme';

/** Beds and baths beside square footage, in bold navy: smaller on a card, larger on a page. */
export const figures = styleVariants({ small: '0.95rem', large: '1.125rem' }, (fontSize) => ({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 16,
  rowGap: 4,
  fontWeight: 700,
  fontSize,
  color: palette.navy,
}));

// The city in the text colour, not a grey: it is part of the address.
export const city = styleVariants({
  small: [text.body1],
  large: [text.body1, { fontSize: '1.05rem' }],
});
