import { style } from '@vanilla-extract/css';

export const sectionHeading = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 16,
  marginBottom: 24,
});
