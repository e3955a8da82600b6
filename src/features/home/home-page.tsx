import { useLoaderData } from 'react-router-dom';
import { pageTitle } from '../../config/site';
import type { HomeData } from '../projects/project-loaders';
import { AboutSplash } from './about-splash';
import { ProjectsPreview } from './projects-preview';
import { QuoteBanner } from './quote-banner';

export function HomePage() {
  const { preview } = useLoaderData<HomeData>();
  return (
    <>
      <title>{pageTitle()}</title>
      <QuoteBanner />
      <AboutSplash />
      <ProjectsPreview preview={preview} />
    </>
  );
}
