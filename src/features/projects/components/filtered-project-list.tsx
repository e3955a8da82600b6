import { useEffect, useRef } from 'react';
import { useLocation, useRevalidator, useSearchParams } from 'react-router-dom';
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
  statusOptions,
  writeFilters,
  type ProjectFilters,
} from '../project-filters';
import { isWholeList, type ProjectList } from '../page-data';
import { readShownCards, shownCardsState } from '../shown-cards';
import { FilterGroup } from './filter-group';
import * as styles from './filtered-project-list.css';
import { NoProjectsYet, ProjectGrid } from './project-grid';

/**
 * The list page's body: Status and City filters kept in the URL, the cards, Load more. A
 * prerendered list holds its first page of cards and the whole portfolio's counts; a filter or
 * Load more is a navigation, whose loader brings every card (list.loader, project-loaders.ts).
 */
export function FilteredProjectList({ list }: { list: ProjectList }) {
  const [params, setParams] = useSearchParams();
  const countRef = useRef<HTMLParagraphElement>(null);
  const { tally } = list;
  const filters = readFilters(params, tally);
  // Load more counts within the entry (and so within the filter). The prerendered HTML shows
  // one page: a larger count from the entry's history applies once it is hydrated (a fresh
  // entry asks for one page too, and then nothing renders again).
  const { pathname, search, state } = useLocation();
  const shownCount = useAfterHydration(readShownCards(state), PROJECT_LIST_PAGE_SIZE);
  // The parameters the filters' links keep, as choosing one does. The prerender knows none (a
  // visit with filters in the URL is not hydrated), so the built links have none until then.
  const linkQuery = useAfterHydration(search, '');
  // The first page only, where the page asks for more than that (a filtered visit, which is
  // rendered from the prerendered list's data, or a Load more count restored by Back or a
  // reload): its loader runs again, and brings every card.
  const complete = isWholeList(list);
  // The filters it knows: an unknown value (a mistyped or stale link) shows the unfiltered
  // first page the prerendered list already holds, and fetches nothing.
  const filtering = hasFilters(filters);
  const needsMore = !complete && (filtering || shownCount > list.projects.length);
  const { revalidate, state: revalidation } = useRevalidator();
  useEffect(() => {
    if (needsMore && revalidation === 'idle') void revalidate();
  }, [needsMore, revalidation, revalidate]);

  if (list.total === 0) return <NoProjectsYet />;

  const choose = (next: ProjectFilters) =>
    setParams(writeFilters(params, next), { state: KEEP_SCROLL });
  const linkTo = (next: ProjectFilters) => {
    const query = writeFilters(new URLSearchParams(linkQuery), next).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const matching = filterProjects(list.projects, filters);
  const total = hasFilters(filters) ? matching.length : list.total;
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
      {filtering && needsMore ? (
        <LoadingSpinner />
      ) : (
        <>
          {shown.length > 0 && (
            <ProjectGrid projects={shown} headingLevel="h2" priorityFirst busy={needsMore} />
          )}
          {/* The first page only, while the rest of a restored count comes. */}
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
