/**
 * The office's look, as static CSS on the site's own design values (src/styles/theme.ts), so the
 * screen and the card it previews read as one. The site's baseline (font, colours) comes first.
 */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import '../../src/styles/baseline.css';
import { alpha, focusRing, palette, radius, up } from '../../src/styles/theme';

globalStyle('h1, h2, h3, p', { margin: 0 });
globalStyle('input, select, button, textarea', { font: 'inherit' });
globalStyle(':focus-visible', focusRing);
// The kit's buttons only stop the pointer when disabled: the office's also look it.
globalStyle('button:disabled', { opacity: 0.45 });
// `hidden` wins over a class's display (the kit's buttons are inline-flex).
globalStyle('[hidden]', { display: 'none !important' });

export const page = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: '16px 16px 64px',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 24,
  '@media': { [up.sm]: { padding: '24px 24px 64px' } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  paddingBottom: 12,
  borderBottom: `1px solid ${palette.divider}`,
});

export const brandName = style({
  fontSize: '1.5rem',
  fontWeight: 800,
  color: palette.navy,
  textDecoration: 'none',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });

export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 12,
  alignContent: 'start',
});

export const heading = style({ fontSize: '1.5rem', fontWeight: 750, lineHeight: 1.2 });
export const subheading = style({ fontSize: '1.125rem', fontWeight: 700 });
export const muted = style({ color: palette.textSecondary, fontSize: '0.875rem' });

export const panel = style({
  backgroundColor: palette.white,
  border: `1px solid ${palette.divider}`,
  borderRadius: radius(),
  padding: 16,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 12,
  alignContent: 'start',
});

export const notice = styleVariants({
  info: { backgroundColor: palette.sand, border: `1px solid ${palette.divider}` },
  problem: { backgroundColor: '#fdecea', border: `1px solid ${palette.sold}` },
});
globalStyle(`${notice.info}, ${notice.problem}`, {
  borderRadius: radius(),
  padding: '12px 16px',
  display: 'grid',
  gap: 8,
});

/** The edit screen: form and card side by side from 1024px, the bins under both. */
export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 24,
  '@media': { [up.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', alignItems: 'start' } },
});

export const preview = style({
  display: 'grid',
  gap: 8,
  maxWidth: 400,
  '@media': { [up.lg]: { position: 'sticky', top: 16 } },
});

export const fields = style({
  display: 'grid',
  gap: 16,
  border: 0,
  padding: 0,
  margin: 0,
  '@media': { [up.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [up.sm]: { gridColumn: '1 / -1' } } });

export const field = style({ display: 'grid', gap: 4, alignContent: 'start' });

export const label = style({ fontWeight: 700, fontSize: '0.9375rem' });

export const input = style({
  minHeight: 44,
  padding: '8px 12px',
  border: `1px solid ${palette.textSecondary}`,
  borderRadius: 6,
  backgroundColor: palette.white,
  color: palette.text,
  width: '100%',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: palette.sold, borderWidth: 2 },
  },
});

export const fieldMessage = style({ color: palette.sold, fontSize: '0.875rem', fontWeight: 600 });

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 20px',
  border: 0,
  padding: 0,
  margin: 0,
});

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  cursor: 'pointer',
});
globalStyle(`${choice} input`, { width: 20, height: 20, margin: 0, accentColor: palette.navy });

/** The portfolio: one project a row. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });

export const projectRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 72px minmax(0, 1fr)',
  gridTemplateAreas: '"handle thumb facts" "actions actions actions"',
  alignItems: 'center',
  gap: '8px 12px',
  padding: 8,
  backgroundColor: palette.white,
  border: `1px solid ${palette.divider}`,
  borderRadius: radius(),
  '@media': {
    [up.sm]: { gridTemplateColumns: 'auto 120px minmax(0, 1fr)' },
    [up.md]: {
      gridTemplateColumns: 'auto 120px minmax(0, 1fr) auto',
      gridTemplateAreas: '"handle thumb facts actions"',
    },
  },
});

export const dragging = style({
  position: 'relative',
  zIndex: 1,
  boxShadow: '0 6px 18px rgba(0,0,0,0.2)',
});

export const handle = style({
  gridArea: 'handle',
  width: 36,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: palette.textSecondary,
  cursor: 'grab',
  touchAction: 'none',
  fontSize: '1.25rem',
  lineHeight: 1,
});

export const thumb = style({
  gridArea: 'thumb',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 6,
  backgroundColor: palette.grey200,
  display: 'block',
});

export const rowFacts = style({ gridArea: 'facts', display: 'grid', gap: 2, minWidth: 0 });
export const rowAddress = style({ fontWeight: 700, fontSize: '1.0625rem' });
export const rowActions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  justifyContent: 'flex-start',
});

const badge = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 800,
  letterSpacing: '0.4px',
  textTransform: 'uppercase',
});
export const saleBadge = styleVariants(
  {
    sold: { backgroundColor: palette.sold, color: palette.white },
    pending: { backgroundColor: palette.pending, color: palette.text },
    'for-sale': { backgroundColor: palette.forSale, color: palette.white },
  },
  (colours) => [badge, colours],
);
export const workBadge = style([
  badge,
  { backgroundColor: alpha(palette.navyDark, 0.92), color: palette.white },
]);

export const small = style({ padding: '2px 12px', fontSize: '0.8125rem', minHeight: 36 });

/** Photo bins. */
export const bins = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 16,
  '@media': { [up.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const bin = style({
  selectors: { '&[data-drop="yes"]': { outline: `3px dashed ${palette.navy}`, outlineOffset: 2 } },
});

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});

export const photo = style({
  minWidth: 0,
  display: 'grid',
  // One column as wide as the tile: an image's own size never widens it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 6,
  alignContent: 'start',
  padding: 6,
  border: `1px solid ${palette.divider}`,
  borderRadius: 8,
  backgroundColor: palette.page,
});

export const photoImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: 4,
  display: 'block',
  backgroundColor: palette.grey200,
  cursor: 'grab',
  touchAction: 'none',
});

export const beforeImage = style({
  width: 64,
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: 4,
});

export const photoControls = style({ display: 'flex', flexWrap: 'wrap', gap: 4 });

export const smallInput = style([
  input,
  { minHeight: 36, padding: '4px 8px', fontSize: '0.875rem' },
]);

/** A file input drawn as a button: the input itself stays, so its label and keyboard work. */
export const fileButton = style({
  display: 'inline-grid',
  gap: 4,
  fontWeight: 700,
  fontSize: '0.875rem',
});
globalStyle(`${fileButton} input`, { fontSize: '0.875rem', maxWidth: '100%' });

export const progress = style({ width: '100%', height: 12, accentColor: palette.navy });

export const dialog = style({
  border: 0,
  borderRadius: radius(),
  padding: 24,
  maxWidth: 'min(480px, calc(100vw - 32px))',
  display: 'grid',
  gap: 16,
  selectors: { '&::backdrop': { backgroundColor: 'rgba(0,0,0,0.5)' } },
});
globalStyle(`${dialog}:not([open])`, { display: 'none' });

export const dialogCover = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 8,
});

export const table = style({ borderCollapse: 'collapse', width: '100%' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: '6px 8px',
  borderBottom: `1px solid ${palette.divider}`,
  verticalAlign: 'top',
});

export const spread = style([row, { justifyContent: 'space-between' }]);
export const searchField = style([field, { maxWidth: 420 }]);
