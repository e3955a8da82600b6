import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/use-document-title';
import { pageTitle } from '../../../config/site';
import { FilteredProjectList } from '../components/filtered-project-list';
import { PortfolioGate } from '../components/portfolio-gate';

export function ProjectsPage() {
  useDocumentTitle(pageTitle('All Projects'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {/* The title stays while loading or after a failure, so the page keeps its h1. */}
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        All Projects
      </Typography>
      <PortfolioGate>{(portfolio) => <FilteredProjectList portfolio={portfolio} />}</PortfolioGate>
    </Container>
  );
}
