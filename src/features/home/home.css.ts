/** The home page's sections (quote banner, about splash, projects preview). */
import { style } from '@vanilla-extract/css';
import { text } from '../../styles/text.css';
import { alpha, palette, up } from '../../styles/theme';

export const quoteBanner = style({
  color: palette.white,
  background: `linear-gradient(120deg, ${alpha(palette.navyDark, 0.97)} 0%, ${alpha(palette.navy, 0.92)} 55%, ${alpha(palette.orange, 0.9)} 130%)`,
});

export const quoteContent = style({
  paddingBlock: 48,
  '@media': { [up.md]: { paddingBlock: 80 } },
});

export const quoteKicker = style([
  text.overline,
  { letterSpacing: 2, opacity: 0.9, fontWeight: 700 },
]);

export const quoteHeading = style([text.h1, { maxWidth: 720, marginBottom: 16 }]);

export const quoteText = style([
  text.body1,
  {
    maxWidth: 620,
    fontSize: '1.05rem',
    marginBottom: 32,
    '@media': { [up.md]: { fontSize: '1.2rem' } },
  },
]);

export const aboutSplash = style({ backgroundColor: palette.sand });

/** The about splash and the projects preview. */
export const sectionContent = style({
  paddingBlock: 40,
  '@media': { [up.md]: { paddingBlock: 64 } },
});

export const aboutText = style([
  text.body1,
  { maxWidth: 760, fontSize: '1.1rem', marginBottom: 24 },
]);
