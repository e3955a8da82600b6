/** A project page section's heading: its icon (spec §2) beside its title. */
import { style } from '@vanilla-extract/css';
import { palette } from '../../../styles/theme';

export const sectionHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  marginBottom: 16,
});

export const sectionIcon = style({ color: palette.orange });
