/**
 * What every page starts from: border-box
 * sizing, the page's colours and system font, smooth type. Imported once, by the app's shell.
 */
import { globalStyle } from '@vanilla-extract/css';
import { palette, fontFamily } from './theme';

globalStyle('html', {
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  boxSizing: 'border-box',
  WebkitTextSizeAdjust: '100%',
});
globalStyle('*, *::before, *::after', { boxSizing: 'inherit' });
globalStyle('strong, b', { fontWeight: 700 });
globalStyle('body', {
  margin: 0,
  color: palette.text,
  fontFamily,
  fontWeight: 400,
  fontSize: '1rem',
  lineHeight: 1.5,
  backgroundColor: palette.page,
  '@media': { print: { backgroundColor: palette.white } },
});
globalStyle('body::backdrop', { backgroundColor: palette.page });
