import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CARD_BORDER } from '../../../config/layout';
import { projectPath } from '../../../config/routes';
import type { Project } from '../project-schema';
import { ProjectCover } from './project-cover';
import { ProjectFacts } from './project-facts';

type ProjectCardProps = {
  project: Project;
  headingLevel: 'h2' | 'h3';
  /** The first card of the list is its largest image above the fold. */
  priority?: boolean;
};

export function ProjectCard({ project, headingLevel, priority = false }: ProjectCardProps) {
  const address = project.address.address_line_1;
  return (
    // An outlined card drawn with Box: MUI's Card and Paper are not worth their weight in the
    // first page load for a bordered box (it counts against the 130 kB budget).
    <Box
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: CARD_BORDER,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <ProjectCover project={project} priority={priority} markBeforeAfter />
      {/* Lines packed at the top: a taller card beside it (or one still arriving) never spreads them. */}
      <Box sx={{ flex: 1, display: 'grid', alignContent: 'start', gap: 0.75, p: 2 }}>
        <Typography variant="h3" component={headingLevel}>
          {address}
        </Typography>
        <ProjectFacts project={project} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pb: 2, pt: 1 }}>
        <Button
          component={RouterLink}
          to={projectPath(project)}
          variant="outlined"
          aria-label={`View ${address}`}
        >
          View
        </Button>
      </Box>
    </Box>
  );
}
