import { useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useAfterHydration } from '../../../components/use-hydrated';
import { KEEP_SCROLL } from '../../../lib/keep-scroll';
import { formatNumber } from '../../../lib/plain-numbers';
import { PROJECT_LIST_PAGE_SIZE } from '../../../config/layout';
import {
  cityOptions,
  filterProjects,
  hasFilters,
  NO_FILTERS,
  readFilters,
  requestsFilters,
  statusOptions,
  tallyProjects,
  writeFilters,
  type ProjectFilters,
} from '../project-filters';
import type { Portfolio } from './portfolio-gate';
import { readShownCards, shownCardsState } from '../shown-cards';
import { FilterGroup } from './filter-group';
import * as styles from './filtered-project-list.css';
import { NoProjectsYet, ProjectGrid } from './project-grid';

/** The list page's body: Status and City filters kept in the URL, the cards, Load more. */
export function FilteredProjectList({ portfolio }: { portfolio: Portfolio }) {
  const [params, setParams] = useSearchParams();
  const countRef = useRef<HTMLParagraphElement>(null);
  // Counts for the whole portfolio: from the data, or from the prerendered list's tally while
  // only its first page is known.
  const tally = useMemo(
    () => portfolio.tally ?? tallyProjects(portfolio.projects),
    [portfolio.tally, portfolio.projects],
  );
  const filters = readFilters(params, tally);
  // Load more counts within the entry (and so within the filter). The prerendered HTML shows
  // one page: a larger count from the entry's history applies once it is hydrated (a fresh
  // entry asks for one page too, and then nothing renders again).
  const { pathname, search, state } = useLocation();
  const shownCount = useAfterHydration(readShownCards(state), PROJECT_LIST_PAGE_SIZE);
  // The parameters the filters' links keep, as choosing one does. The prerender knows none (a
  // visit with filters in the URL is not hydrated), so the built links have none until then.
  const linkQuery = useAfterHydration(search, '');

  if (portfolio.total === 0) return <NoProjectsYet />;
  // A prerendered snapshot holds only the first page: filtering needs the whole portfolio.
  const complete = portfolio.projects.length >= portfolio.total;
  const filtering = requestsFilters(`?${params.toString()}`);

  const choose = (next: ProjectFilters) =>
    setParams(writeFilters(params, next), { state: KEEP_SCROLL });
  const linkTo = (next: ProjectFilters) => {
    const query = writeFilters(new URLSearchParams(linkQuery), next).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const matching = filterProjects(portfolio.projects, filters);
  const total = hasFilters(filters) ? matching.length : portfolio.total;
  const wanted = Math.min(shownCount, total);
  const shown = matching.slice(0, wanted);

  return (
    <>
      <div className={styles.filters}>
        <FilterGroup
          label="Status"
          layout="grid"
          options={statusOptions(tally, filters)}
          selected={filters.status}
          linkTo={(status) => linkTo({ ...filters, status })}
        />
        <FilterGroup
          label="City"
          layout="scroll"
          options={cityOptions(tally, filters)}
          selected={filters.city}
          linkTo={(city) => linkTo({ ...filters, city })}
        />
      </div>
      {filtering && !complete ? (
        <LoadingSpinner />
      ) : (
        <>
          {shown.length > 0 && (
            <ProjectGrid
              projects={shown}
              headingLevel="h2"
              priorityFirst
              busy={portfolio.provisional}
            />
          )}
          {/* A prerendered snapshot holds only the first page; the rest comes with the data. */}
          {shown.length < wanted && <LoadingSpinner />}
          <div className={styles.footer}>
            {/* One polite live region: the count is announced whenever a filter changes it. */}
            {/* Focusable from script: Clear filters hands focus here as it disappears. */}
            <p ref={countRef} role="status" tabIndex={-1} className={styles.count}>
              {total > 0
                ? `Showing ${formatNumber(wanted)} of ${formatNumber(total)} projects`
                : 'No projects match these filters'}
            </p>
            {wanted < total && (
              <Button
                variant="outlined"
                className={styles.loadMore}
                onClick={() =>
                  setParams(params, {
                    replace: true,
                    state: shownCardsState(shownCount + PROJECT_LIST_PAGE_SIZE),
                  })
                }
              >
                Load more projects
              </Button>
            )}
            {total === 0 && (
              <Button
                onClick={() => {
                  choose(NO_FILTERS);
                  countRef.current?.focus();
                }}
              >
                Clear filters
              </Button>
            )}
          </div>
        </>
      )}
    </>
  );
}
