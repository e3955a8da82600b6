import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ProjectCard } from './project-card';
import { ProjectsGate } from './projects-gate';

type ProjectGridProps = {
  /** The optional 'All Projects' title; the home preview hides it. */
  title?: string;
  /** Show only the first N projects in list order. */
  limit?: number;
};

/** The portfolio as cards: one column on phones, 2 from 768px, 3 from 1024px (spec §2). */
export function ProjectGrid({ title, limit }: ProjectGridProps) {
  return (
    <>
      {title && (
        <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
          {title}
        </Typography>
      )}
      <ProjectsGate>
        {(all) => {
          const projects = limit === undefined ? all : all.slice(0, limit);
          if (projects.length === 0) {
            return (
              <Typography color="text.secondary">
                New projects are on their way. Check back soon.
              </Typography>
            );
          }
          return (
            <Box
              component="ul"
              aria-label="Projects"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              }}
            >
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} headingLevel={title ? 'h2' : 'h3'} />
                </li>
              ))}
            </Box>
          );
        }}
      </ProjectsGate>
    </>
  );
}
