import type { ReactNode } from 'react';
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
  return (
    <PageContainer maxWidth="md" className={styles.page}>
      <title>{documentTitle}</title>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{children}</p>
      {action}
    </PageContainer>
  );
}
