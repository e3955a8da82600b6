import { style } from '@vanilla-extract/css';
import { button } from '../../../components/button.css';
import { COVER_GRID, SECTION_GRID } from '../../../config/layout';
import { contentGrid } from '../../../styles/content-grid';
import { text } from '../../../styles/text.css';
import { palette, radius, up } from '../../../styles/theme';

export const page = style({ paddingBlock: 24, '@media': { [up.md]: { paddingBlock: 48 } } });

// Top-aligned, not centred: painted before the facts have all arrived (a slow network, a busy
// phone), the cover must not move as they do.
export const head = style([
  contentGrid(COVER_GRID),
  { rowGap: 24, alignItems: 'start', '@media': { [up.md]: { rowGap: 40 } } },
]);

export const cover = style({ borderRadius: radius(2) });

export const facts = style({ display: 'grid', gap: 12, alignContent: 'start' });

export const listing = style([button.contained, { marginTop: 8 }]);

/** A button's end icon: 20px, 8px after the label. */
export const listingIcon = style({ marginLeft: 8, marginRight: -4, fontSize: 20 });

/** Two carousels a row on wide screens; reading order stays the spec's section order. */
export const sections = style([
  contentGrid(SECTION_GRID),
  {
    marginTop: 40,
    rowGap: 32,
    '@media': { [up.md]: { marginTop: 48, rowGap: 40 } },
  },
]);

export const notFound = style({
  textAlign: 'center',
  paddingBlock: 48,
  '@media': { [up.md]: { paddingBlock: 80 } },
});

export const notFoundIcon = style({ fontSize: 64, color: palette.warning });

export const notFoundTitle = style([
  text.h1,
  { fontSize: 'clamp(1.5rem, 4vw, 2.25rem)', marginBlock: 16 },
]);
