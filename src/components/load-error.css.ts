/** An error message box: the error sign, a red text on pale red, and an outlined Retry button. */
import { style } from '@vanilla-extract/css';
import { text } from '../styles/text.css';
import { alpha, fontFamily, palette, radius } from '../styles/theme';
// Before this file's rules, so that Retry's own colours win over the outlined button's.
import './button.css';

/** The error colours: the sign, and the message's text and background (4.5:1 contrast and up). */
const ERROR = { main: '#d32f2f', text: 'rgb(95, 33, 32)', background: 'rgb(253, 237, 237)' };

export const alert = style({
  display: 'flex',
  alignItems: 'center',
  marginBlock: 32,
  padding: '6px 16px',
  borderRadius: radius(),
  color: ERROR.text,
  backgroundColor: ERROR.background,
  fontFamily,
  fontWeight: 400,
  fontSize: '0.875rem',
  lineHeight: 1.43,
});

/** The sign's box: 22px, the icon drawn at its font size. */
export const sign = style({
  display: 'flex',
  marginRight: 12,
  padding: '7px 0',
  fontSize: 22,
  opacity: 0.9,
  color: ERROR.main,
});

export const message = style({ padding: '8px 0', minWidth: 0, overflow: 'auto' });

export const title = style([
  text.body1,
  { fontWeight: 500, marginTop: -2, marginBottom: '0.35em' },
]);

export const action = style({
  display: 'flex',
  alignItems: 'flex-start',
  padding: '4px 0 0 16px',
  marginLeft: 'auto',
  marginRight: -8,
});

/** The outlined Retry button in the message's own colour, so it belongs to the message. */
export const retry = style({
  color: 'inherit',
  borderColor: 'currentColor',
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover': { borderColor: 'currentColor', backgroundColor: alpha(palette.text, 0.04) },
      },
    },
  },
});
