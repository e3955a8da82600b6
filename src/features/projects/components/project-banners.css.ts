/** The banners laid over a project's cover: sale status and work type (spec §4), before & after. */
import { style, styleVariants } from '@vanilla-extract/css';
import { alpha, palette, radius } from '../../../styles/theme';
import type { SaleStatus } from '../project-logic';

const banner = style({
  position: 'absolute',
  padding: '4px 10px',
  fontSize: '0.8rem',
  fontWeight: 800,
  letterSpacing: '0.4px',
  textTransform: 'uppercase',
  borderRadius: radius(),
  boxShadow: '0 1px 3px rgba(0,0,0,0.25)',
});

/** Sold red, pending amber, for sale green (spec §4), top left. */
const SALE_COLOURS: Record<SaleStatus['kind'], { backgroundColor: string; color: string }> = {
  sold: { backgroundColor: palette.sold, color: palette.white },
  pending: { backgroundColor: palette.pending, color: palette.text },
  'for-sale': { backgroundColor: palette.forSale, color: palette.white },
};

export const sale = styleVariants(SALE_COLOURS, (colours) => [
  banner,
  { top: 12, left: 12, ...colours },
]);

export const workType = style([
  banner,
  {
    bottom: 12,
    left: 12,
    backgroundColor: alpha(palette.navyDark, 0.92),
    color: palette.white,
  },
]);

export const beforeAfter = style([
  banner,
  { top: 12, right: 12, backgroundColor: palette.white, color: palette.navy },
]);
