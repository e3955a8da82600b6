import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { projectPath } from '../project-logic';
import type { Project } from '../project-schema';
import { ProjectCover } from './project-cover';
import { ProjectFacts } from './project-facts';

type ProjectCardProps = { project: Project; headingLevel: 'h2' | 'h3' };

export function ProjectCard({ project, headingLevel }: ProjectCardProps) {
  const address = project.address.address_line_1;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ProjectCover project={project} />
      <CardContent sx={{ flex: 1, display: 'grid', gap: 0.75 }}>
        <Typography variant="h3" component={headingLevel}>
          {address}
        </Typography>
        <ProjectFacts project={project} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={projectPath(project)}
          variant="outlined"
          aria-label={`View ${address}`}
        >
          View
        </Button>
      </CardActions>
    </Card>
  );
}
