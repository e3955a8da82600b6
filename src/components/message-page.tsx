import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';
import { PageContainer } from './page-container';

type MessagePageProps = {
  title: string;
  documentTitle: string;
  children: ReactNode;
  action: ReactNode;
};

/** A page that only says something and offers one way on: not found, or failed to render. */
export function MessagePage({ title, documentTitle, children, action }: MessagePageProps) {
  useDocumentTitle(documentTitle);
  return (
    <PageContainer maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {children}
      </Typography>
      {action}
    </PageContainer>
  );
}
