import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';
import { PageContainer } from './page-container';
import * as styles from './message-page.css';

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
    <PageContainer maxWidth="md" className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{children}</p>
      {action}
    </PageContainer>
  );
}
