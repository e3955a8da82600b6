import { describe, expect, it } from 'vitest';
import {
  cityOptions,
  filterProjects,
  readFilters,
  requestsFilters,
  statusOptions,
  tallyProjects,
  writeFilters,
} from '../project-filters';
import { project } from './project-fixtures';

const at = (city: string) => ({ address_line_1: `1 ${city} St`, city, state: 'IN' });
const projects = [
  project({
    id: 'sold-indy',
    sort: 1,
    is_sold: true,
    year_sold: 2022,
    address: at('Indianapolis'),
  }),
  // Sold wins over pending, as on the banner.
  project({
    id: 'sold-pending-carmel',
    sort: 2,
    is_sold: true,
    pending_sale: true,
    year_sold: 2021,
    address: at('Carmel'),
  }),
  project({ id: 'pending-indy', sort: 3, pending_sale: true, address: at('Indianapolis') }),
  project({ id: 'for-sale-beech', sort: 4, address: at('Beech Grove') }),
  project({ id: 'for-sale-indy', sort: 5, address: at('Indianapolis') }),
];
const ids = (list: { id: string }[]) => list.map((p) => p.id);
const tally = tallyProjects(projects);
const read = (search: string) => readFilters(new URLSearchParams(search), tally);

describe('reading filters from the URL', () => {
  it('reads a known status and a city present in the data', () => {
    expect(read('?status=sold&city=Carmel')).toEqual({ status: 'sold', city: 'Carmel' });
    expect(read('?city=Beech%20Grove')).toEqual({ status: null, city: 'Beech Grove' });
  });

  it('ignores unknown, malformed or differently cased values', () => {
    expect(read('?status=SOLD&city=carmel')).toEqual({ status: null, city: null });
    expect(read('?status=&city=%E0%A4%A')).toEqual({ status: null, city: null });
    expect(read('?status=rented&city=Atlantis')).toEqual({ status: null, city: null });
  });

  it('says whether a query asks for filters before any data is known', () => {
    expect(requestsFilters('?status=sold')).toBe(true);
    expect(requestsFilters('?city=Anywhere')).toBe(true);
    expect(requestsFilters('?status=&utm_source=mail')).toBe(false);
    expect(requestsFilters('')).toBe(false);
  });

  it('writes filters back, keeping other parameters and dropping All', () => {
    const params = new URLSearchParams('utm_source=mail&status=bogus');
    expect(writeFilters(params, { status: 'for-sale', city: 'Beech Grove' }).toString()).toBe(
      'utm_source=mail&status=for-sale&city=Beech+Grove',
    );
    expect(writeFilters(params, { status: null, city: null }).toString()).toBe('utm_source=mail');
  });
});

describe('filtering', () => {
  it('keeps list order and applies status (sold over pending) and city together', () => {
    expect(ids(filterProjects(projects, { status: 'sold', city: null }))).toEqual([
      'sold-indy',
      'sold-pending-carmel',
    ]);
    expect(ids(filterProjects(projects, { status: 'pending', city: null }))).toEqual([
      'pending-indy',
    ]);
    expect(ids(filterProjects(projects, { status: 'for-sale', city: 'Indianapolis' }))).toEqual([
      'for-sale-indy',
    ]);
    expect(filterProjects(projects, { status: 'pending', city: 'Carmel' })).toEqual([]);
  });

  it('counts each status within the chosen city', () => {
    expect(statusOptions(tally, { status: 'sold', city: 'Indianapolis' })).toEqual([
      { value: null, label: 'All', count: 3 },
      { value: 'for-sale', label: 'For Sale', count: 1 },
      { value: 'pending', label: 'Pending', count: 1 },
      { value: 'sold', label: 'Sold', count: 1 },
    ]);
  });

  it('lists every city alphabetically, counted within the chosen status', () => {
    expect(cityOptions(tally, { status: 'for-sale', city: null })).toEqual([
      { value: null, label: 'All', count: 2 },
      { value: 'Beech Grove', label: 'Beech Grove', count: 1 },
      { value: 'Carmel', label: 'Carmel', count: 0 },
      { value: 'Indianapolis', label: 'Indianapolis', count: 1 },
    ]);
  });
});

describe('the tally the counts come from', () => {
  it('counts every city by sale status, sold winning over pending', () => {
    expect({ ...tallyProjects(projects) }).toEqual({
      Indianapolis: { 'for-sale': 1, pending: 1, sold: 1 },
      Carmel: { 'for-sale': 0, pending: 0, sold: 1 },
      'Beech Grove': { 'for-sale': 1, pending: 0, sold: 0 },
    });
  });

  it('survives a JSON round trip (a prerendered list carries it) with every count intact', () => {
    const awkward = [...projects, project({ id: 'odd', sort: 9, address: at('__proto__') })];
    const copy = JSON.parse(JSON.stringify(tallyProjects(awkward))) as ReturnType<
      typeof tallyProjects
    >;
    expect(cityOptions(copy, { status: null, city: null }).map((o) => [o.label, o.count])).toEqual([
      ['All', 6],
      ['__proto__', 1],
      ['Beech Grove', 1],
      ['Carmel', 1],
      ['Indianapolis', 3],
    ]);
    expect(readFilters(new URLSearchParams('?city=__proto__'), copy).city).toBe('__proto__');
    expect(readFilters(new URLSearchParams('?city=toString'), copy).city).toBeNull();
  });
});
