import Container from '@mui/material/Container';
import { useDocumentTitle } from '../../../components/use-document-title';
import { pageTitle } from '../../../config/site';
import { ProjectGrid } from '../components/project-grid';

export function ProjectsPage() {
  useDocumentTitle(pageTitle('All Projects'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <ProjectGrid title="All Projects" />
    </Container>
  );
}
