import { style } from '@vanilla-extract/css';
import { button } from '../../components/button.css';
import { PHONE_BAR_HEIGHT } from '../../config/layout';
import { palette, up, zIndex } from '../../styles/theme';

const safeArea = 'env(safe-area-inset-bottom, 0px)';

export const bar = style({
  display: 'flex',
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  // The header's layer: above the page, under dialogs.
  zIndex: zIndex.header,
  gap: 8,
  padding: `8px 16px calc(8px + ${safeArea})`,
  minHeight: `calc(${PHONE_BAR_HEIGHT}px + ${safeArea})`,
  boxSizing: 'border-box',
  backgroundColor: palette.white,
  borderTop: `1px solid ${palette.divider}`,
  '@media': { [up.sm]: { display: 'none' } },
  selectors: { 'html:has([aria-modal="true"]) &': { display: 'none' } },
});

const action = { flex: 1, minHeight: 48 } as const;

export const call = style([button.containedSecondary, action]);

export const email = style([button.contained, action]);
