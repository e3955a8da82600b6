import { useDocumentTitle } from '../../components/use-document-title';
import { pageTitle } from '../../config/site';
import { AboutSplash } from './about-splash';
import { ProjectsPreview } from './projects-preview';
import { QuoteBanner } from './quote-banner';

export function HomePage() {
  useDocumentTitle(pageTitle());
  return (
    <>
      <QuoteBanner />
      <AboutSplash />
      <ProjectsPreview />
    </>
  );
}
