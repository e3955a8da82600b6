import { useRevalidator } from 'react-router-dom';
import { LoadError } from '../../components/load-error';
import { NoProjectsYet, ProjectGrid } from './components/project-grid';
import type { HomeData } from './project-loaders';

type PortfolioPreviewProps = {
  /** The page's loader data: the first projects of the list, or none when they failed to load. */
  preview: HomeData['preview'];
  headingLevel: 'h2' | 'h3';
};

/**
 * The first projects of the portfolio as cards, with their error and empty states: what
 * another page (home) shows of the portfolio. Its one public component for other features.
 */
export function PortfolioPreview({ preview, headingLevel }: PortfolioPreviewProps) {
  const { revalidate } = useRevalidator();
  if (!preview) return <LoadError onRetry={() => void revalidate()} />;
  if (preview.projects.length === 0) return <NoProjectsYet />;
  // The cover sits below the banner, so every preview cover loads lazily.
  return <ProjectGrid projects={preview.projects} headingLevel={headingLevel} />;
}
