import { style } from '@vanilla-extract/css';
import { gutterBottom, text } from '../../styles/text.css';
import { palette, radius, up } from '../../styles/theme';

export const page = style({ paddingBlock: 32, '@media': { [up.md]: { paddingBlock: 64 } } });

export const columns = style({
  display: 'grid',
  alignItems: 'start',
  gap: 40,
  gridTemplateColumns: '1fr',
  '@media': { [up.md]: { gap: 48, gridTemplateColumns: '3fr 2fr' } },
});

export const title = style([text.h1, gutterBottom]);

export const description = style([text.body1, { fontSize: '1.1rem', marginBottom: 40 }]);

export const specialtiesTitle = style([text.h2, gutterBottom]);

export const specialties = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: '1fr',
  '@media': { [up.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

// At the first line, not centred: a long specialty wraps below its tick, and one still
// arriving (a slow network) does not move it.
export const specialty = style({ display: 'flex', gap: 8, alignItems: 'flex-start' });

/** 20px, centred on the 24px first line. */
export const tick = style({ color: palette.orange, marginTop: 2 });

export const contactCard = style({
  backgroundColor: palette.sand,
  color: palette.text,
  borderRadius: radius(),
  border: `1px solid ${palette.divider}`,
  overflow: 'hidden',
  display: 'grid',
  gap: 16,
  padding: 24,
  '@media': { [up.md]: { padding: '32px 32px 24px' } },
});

export const contactHeading = text.h2;

export const contactText = text.body1;

export const contactLink = style({
  color: palette.navy,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  fontWeight: 700,
  fontSize: '1.1rem',
  overflowWrap: 'break-word',
  minWidth: 0,
  paddingBlock: 4,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
