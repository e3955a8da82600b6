import { saleStatus, type SaleStatus } from './project-logic';
import type { Project } from './project-schema';

type StatusFilter = SaleStatus['kind'];

/** What the list shows: null means All. */
export type ProjectFilters = { status: StatusFilter | null; city: string | null };

/** The URL parameters the list reads: `/projects?status=sold&city=Carmel`. */
const FILTER_PARAMS = { status: 'status', city: 'city' } as const;

const STATUS_LABELS: Record<StatusFilter, string> = {
  'for-sale': 'For Sale',
  pending: 'Pending',
  sold: 'Sold',
};
const STATUSES = Object.keys(STATUS_LABELS) as StatusFilter[];

export type FilterOption<T> = { value: T | null; label: string; count: number };

export const NO_FILTERS: ProjectFilters = { status: null, city: null };

/**
 * Whether a visit to the list asks for any filter at all (valid or not), before data is known.
 * Other pages ignore these parameters.
 */
export function requestsFilters(pathname: string, search: string): boolean {
  if (!/^\/projects\/?$/.test(pathname)) return false;
  const params = new URLSearchParams(search);
  return Boolean(params.get(FILTER_PARAMS.status) || params.get(FILTER_PARAMS.city));
}

/**
 * The filters a query string names. An unknown status, or a city no project is in, is ignored
 * (that filter is All): a mistyped or stale link still opens the list.
 */
export function readFilters(params: URLSearchParams, projects: readonly Project[]): ProjectFilters {
  const status = params.get(FILTER_PARAMS.status);
  const city = params.get(FILTER_PARAMS.city);
  return {
    status: STATUSES.find((known) => known === status) ?? null,
    city: city !== null && projects.some((p) => p.address.city === city) ? city : null,
  };
}

/** The query string for `filters`, keeping any other parameter the visitor arrived with. */
export function writeFilters(params: URLSearchParams, filters: ProjectFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['status', 'city'] as const) {
    const value = filters[key];
    if (value === null) next.delete(FILTER_PARAMS[key]);
    else next.set(FILTER_PARAMS[key], value);
  }
  return next;
}

export function hasFilters(filters: ProjectFilters): boolean {
  return filters.status !== null || filters.city !== null;
}

function matches(project: Project, filters: ProjectFilters): boolean {
  return (
    (filters.status === null || saleStatus(project).kind === filters.status) &&
    (filters.city === null || project.address.city === filters.city)
  );
}

/** The projects a filter shows, in the order given (list order). */
export function filterProjects(projects: readonly Project[], filters: ProjectFilters): Project[] {
  return projects.filter((project) => matches(project, filters));
}

/** All, For Sale, Pending, Sold: each with how many projects it would show in the chosen city. */
export function statusOptions(
  projects: readonly Project[],
  filters: ProjectFilters,
): FilterOption<StatusFilter>[] {
  const inCity = filterProjects(projects, { ...filters, status: null });
  const count = (status: StatusFilter) =>
    inCity.filter((project) => saleStatus(project).kind === status).length;
  return [
    { value: null, label: 'All', count: inCity.length },
    ...STATUSES.map((status) => ({
      value: status,
      label: STATUS_LABELS[status],
      count: count(status),
    })),
  ];
}

const byName = new Intl.Collator('en-US');

/** All, then every city in the data alphabetically: each with its count in the chosen status. */
export function cityOptions(
  projects: readonly Project[],
  filters: ProjectFilters,
): FilterOption<string>[] {
  const inStatus = filterProjects(projects, { ...filters, city: null });
  const cities = [...new Set(projects.map((project) => project.address.city))].sort(byName.compare);
  return [
    { value: null, label: 'All', count: inStatus.length },
    ...cities.map((city) => ({
      value: city,
      label: city,
      count: inStatus.filter((project) => project.address.city === city).length,
    })),
  ];
}
