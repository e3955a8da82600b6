import { style } from '@vanilla-extract/css';
import { CARD_GRID } from '../../../config/layout';
import { contentGrid } from '../../../styles/content-grid';

/** The cards' grid, drawn from the constants their photos' `sizes` are computed from. */
export const grid = style([
  contentGrid(CARD_GRID),
  { listStyle: 'none', margin: 0, padding: 0, rowGap: 24 },
]);
