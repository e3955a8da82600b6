import { style } from '@vanilla-extract/css';
import { textLink } from '../../components/text-link.css';
import { text } from '../../styles/text.css';
import { palette, up } from '../../styles/theme';

export const footer = style({
  backgroundColor: palette.navyDark,
  color: palette.white,
  marginTop: 'auto',
});

export const content = style({
  paddingBlock: 40,
  display: 'flex',
  gap: 24,
  flexDirection: 'column',
  alignItems: 'flex-start',
  '@media': { [up.lg]: { flexDirection: 'row', alignItems: 'center' } },
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  '@media': { [up.sm]: { gap: 24 }, [up.lg]: { marginLeft: 'auto' } },
});

export const link = style([textLink, { color: 'inherit', fontWeight: 600, paddingBlock: 8 }]);

export const copyright = style([text.body2, { opacity: 0.85 }]);
