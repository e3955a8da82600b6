import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SectionHeading } from '../../components/section-heading';
import { TextLink } from '../../components/text-link';
import { HOME_PREVIEW_COUNT } from '../../config/layout';
import { PortfolioGate } from '../projects/components/portfolio-gate';
import { NoProjectsYet, ProjectGrid } from '../projects/components/project-grid';
import { routes } from '../../config/routes';

export function ProjectsPreview() {
  return (
    <Box component="section" aria-labelledby="projects-preview-heading">
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <SectionHeading
          id="projects-preview-heading"
          title="Projects"
          action={<TextLink to={routes.projects}>View All</TextLink>}
        />
        <PortfolioGate>
          {(portfolio) =>
            portfolio.total === 0 ? (
              <NoProjectsYet />
            ) : (
              // The cover sits below the banner, so every preview cover loads lazily.
              <ProjectGrid
                projects={portfolio.projects.slice(0, HOME_PREVIEW_COUNT)}
                headingLevel="h3"
                busy={portfolio.provisional}
              />
            )
          }
        </PortfolioGate>
      </Container>
    </Box>
  );
}
