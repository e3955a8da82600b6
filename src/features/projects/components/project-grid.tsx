import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PROJECT_LIST_PAGE_SIZE } from '../../../config/layout';
import { useProjects } from '../hooks/use-projects';
import { ProjectCard } from './project-card';

type ProjectGridProps = {
  /** The optional 'All Projects' title; the home preview hides it. */
  title?: string;
  /** Show only the first N projects in list order, with no Load more button. */
  limit?: number;
};

const countFormat = new Intl.NumberFormat('en-US');

/** The portfolio as cards: one column on phones, 2 from 768px, 3 from 1024px (spec §2). */
export function ProjectGrid({ title, limit }: ProjectGridProps) {
  const { state, load } = useProjects();
  const [shown, setShown] = useState(PROJECT_LIST_PAGE_SIZE);

  // The title stays while loading or after a failure, so the page keeps its h1.
  const heading = title && (
    <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
      {title}
    </Typography>
  );
  if (state.status === 'loading') {
    return (
      <>
        {heading}
        <LoadingSpinner />
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <>
        {heading}
        <LazyLoadError onRetry={load} />
      </>
    );
  }

  const wanted = Math.min(limit ?? shown, state.total);
  const projects = state.projects.slice(0, wanted);
  const canLoadMore = limit === undefined && wanted < state.total;
  return (
    <>
      {heading}
      {state.total === 0 ? (
        <Typography color="text.secondary">
          New projects are on their way. Check back soon.
        </Typography>
      ) : (
        <Box
          component="ul"
          // The prerendered snapshot is on screen until the data source answers and may change it.
          aria-busy={state.snapshot || undefined}
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
          {projects.map((project, index) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                headingLevel={title ? 'h2' : 'h3'}
                // On the list page the first cover is the largest image above the fold; the
                // home preview sits below the banner, so its covers all load lazily.
                priority={Boolean(title) && index === 0}
              />
            </li>
          ))}
        </Box>
      )}
      {/* A prerendered snapshot holds only the first page; the rest comes with the data. */}
      {projects.length < wanted && <LoadingSpinner />}
      {limit === undefined && state.total > 0 && (
        <Box sx={{ mt: 4, display: 'grid', justifyItems: 'center', gap: 1.5 }}>
          <Typography role="status" color="text.secondary">
            Showing {countFormat.format(wanted)} of {countFormat.format(state.total)} projects
          </Typography>
          {canLoadMore && (
            <Button
              variant="outlined"
              size="large"
              onClick={() => setShown((count) => count + PROJECT_LIST_PAGE_SIZE)}
            >
              Load more projects
            </Button>
          )}
        </Box>
      )}
    </>
  );
}
