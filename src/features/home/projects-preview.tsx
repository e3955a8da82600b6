import Box from '@mui/material/Box';
import { SectionHeading } from '../../components/section-heading';
import { TextLink } from '../../components/text-link';
import { HOME_PREVIEW_COUNT } from '../../config/layout';
import { routes } from '../../config/routes';
import { PortfolioPreview } from '../projects/portfolio-preview';
import { PageContainer } from '../../components/page-container';

export function ProjectsPreview() {
  return (
    <Box component="section" aria-labelledby="projects-preview-heading">
      <PageContainer maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <SectionHeading
          id="projects-preview-heading"
          title="Projects"
          action={<TextLink to={routes.projects}>View All</TextLink>}
        />
        <PortfolioPreview count={HOME_PREVIEW_COUNT} headingLevel="h3" />
      </PageContainer>
    </Box>
  );
}
