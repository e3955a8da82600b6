import { PortfolioGate } from './components/portfolio-gate';
import { NoProjectsYet, ProjectGrid } from './components/project-grid';

type PortfolioPreviewProps = {
  /** How many projects, from the top of the list. */
  count: number;
  headingLevel: 'h2' | 'h3';
};

/**
 * The first projects of the portfolio as cards, with its loading, error and empty states: what
 * another page (home) shows of the portfolio. Its one public component for other features.
 */
export function PortfolioPreview({ count, headingLevel }: PortfolioPreviewProps) {
  return (
    <PortfolioGate>
      {(portfolio) =>
        portfolio.total === 0 ? (
          <NoProjectsYet />
        ) : (
          // The cover sits below the banner, so every preview cover loads lazily.
          <ProjectGrid
            projects={portfolio.projects.slice(0, count)}
            headingLevel={headingLevel}
            busy={portfolio.provisional}
          />
        )
      }
    </PortfolioGate>
  );
}
