import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bedsAndBaths, cityAndState, squareFootage } from '../project-logic';
import type { Project } from '../project-schema';

/** Beds and baths, square footage and city: the facts a card and a details page share. */
export function ProjectFacts({
  project,
  size = 'small',
}: {
  project: Project;
  size?: 'small' | 'large';
}) {
  const large = size === 'large';
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          fontWeight: 700,
          fontSize: large ? '1.125rem' : '0.95rem',
          color: 'primary.main',
        }}
      >
        <span>{bedsAndBaths(project)}</span>
        <span>{squareFootage(project)}</span>
      </Box>
      <Typography color="text.secondary" sx={{ fontSize: large ? '1.05rem' : undefined }}>
        {cityAndState(project)}
      </Typography>
    </>
  );
}
