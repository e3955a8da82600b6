import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type SectionHeadingProps = { id?: string; title: string; action?: ReactNode };

/** An h2 with an optional link on the right, as in "Projects · View All". */
export function SectionHeading({ id, title, action }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Typography id={id} variant="h2" component="h2">
        {title}
      </Typography>
      {action}
    </Box>
  );
}
