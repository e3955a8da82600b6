import { useLoaderData } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { pageTitle } from '../../config/site';
import type { HomeData } from '../projects/project-loaders';
import { AboutSplash } from './about-splash';
import { ProjectsPreview } from './projects-preview';
import { QuoteBanner } from './quote-banner';

export function HomePage() {
  useDocumentTitle(pageTitle());
  const { preview } = useLoaderData<HomeData>();
  return (
    <>
      <QuoteBanner />
      <AboutSplash />
      <ProjectsPreview preview={preview} />
    </>
  );
}
