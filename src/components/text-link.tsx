import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type TextLinkProps = { to: string; children: ReactNode; sx?: SxProps<Theme> };

/**
 * An in-site text link, underlined on hover like MUI's Link. It is a router link with the
 * theme's styling, without MUI's Link and Typography in the first page load.
 */
export function TextLink({ to, children, sx }: TextLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={[
        {
          color: 'primary.main',
          fontWeight: 700,
          textDecoration: 'none',
          textUnderlineOffset: '0.15em',
          '&:hover': { textDecoration: 'underline' },
          '&:focus-visible': {
            outline: '3px solid currentColor',
            outlineOffset: 2,
            borderRadius: 0.5,
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
