import { compareNames } from '../../lib/plain-numbers';
import { saleStatus, type SaleStatus } from './project-logic';
import type { Project } from './project-schema';

type StatusFilter = SaleStatus['kind'];

/** What the filters read of a project: a whole record or a card's summary. */
type Filterable = Pick<Project, 'address' | 'is_sold' | 'pending_sale' | 'year_sold'>;

/** What the list shows: null means All. */
export type ProjectFilters = { status: StatusFilter | null; city: string | null };

/** The URL parameters the list reads: `/projects?status=sold&city=Carmel`. */
const FILTER_PARAMS = { status: 'status', city: 'city' } as const;

const STATUS_LABELS: Record<StatusFilter, string> = {
  'for-sale': 'For Sale',
  pending: 'Pending',
  sold: 'Sold',
};
/** The sale statuses a filter and the tally know, in the order the filter offers them. */
const STATUSES = Object.keys(STATUS_LABELS) as StatusFilter[];

export type FilterOption<T> = { value: T | null; label: string; count: number };

export const NO_FILTERS: ProjectFilters = { status: null, city: null };

/** Whether a query string asks for any filter at all (valid or not), before data is known. */
export function requestsFilters(search: string): boolean {
  const params = new URLSearchParams(search);
  return Boolean(params.get(FILTER_PARAMS.status) || params.get(FILTER_PARAMS.city));
}

/**
 * The filters a query string names. An unknown status, or a city no project is in, is ignored
 * (that filter is All): a mistyped or stale link still opens the list.
 */
export function readFilters(params: URLSearchParams, tally: FilterTally): ProjectFilters {
  const status = params.get(FILTER_PARAMS.status);
  const city = params.get(FILTER_PARAMS.city);
  return {
    status: STATUSES.find((known) => known === status) ?? null,
    city: city !== null && Object.hasOwn(tally, city) ? city : null,
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

function matches(project: Filterable, filters: ProjectFilters): boolean {
  return (
    (filters.status === null || saleStatus(project).kind === filters.status) &&
    (filters.city === null || project.address.city === filters.city)
  );
}

/** The projects a filter shows, in the order given (list order). */
export function filterProjects<T extends Filterable>(
  projects: readonly T[],
  filters: ProjectFilters,
): T[] {
  return projects.filter((project) => matches(project, filters));
}

/**
 * How many projects there are in each city, by sale status: everything the filter options
 * count, for the whole portfolio. A prerendered list carries it with its first page of
 * projects, so its counts are the portfolio's before the rest of the list has come.
 */
export type FilterTally = Record<string, Record<StatusFilter, number>>;

export function tallyProjects(projects: readonly Filterable[]): FilterTally {
  // No prototype: a city is a key, whatever it is called.
  const tally = Object.create(null) as FilterTally;
  for (const project of projects) {
    const city = (tally[project.address.city] ??= { 'for-sale': 0, pending: 0, sold: 0 });
    city[saleStatus(project).kind] += 1;
  }
  return tally;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const countIn = (byStatus: Record<StatusFilter, number>, status: StatusFilter | null) =>
  status === null ? sum(Object.values(byStatus)) : byStatus[status];

/** All, For Sale, Pending, Sold: each with how many projects it would show in the chosen city. */
export function statusOptions(
  tally: FilterTally,
  filters: ProjectFilters,
): FilterOption<StatusFilter>[] {
  const cities = Object.entries(tally)
    .filter(([city]) => filters.city === null || city === filters.city)
    .map(([, byStatus]) => byStatus);
  const count = (status: StatusFilter | null) =>
    sum(cities.map((byStatus) => countIn(byStatus, status)));
  return [
    { value: null, label: 'All', count: count(null) },
    ...STATUSES.map((status) => ({
      value: status,
      label: STATUS_LABELS[status],
      count: count(status),
    })),
  ];
}

/** All, then every city in the data alphabetically: each with its count in the chosen status. */
export function cityOptions(tally: FilterTally, filters: ProjectFilters): FilterOption<string>[] {
  const cities = Object.entries(tally)
    .sort(([a], [b]) => compareNames(a, b))
    .map(([city, byStatus]) => ({
      value: city,
      label: city,
      count: countIn(byStatus, filters.status),
    }));
  return [{ value: null, label: 'All', count: sum(cities.map((city) => city.count)) }, ...cities];
}
