import { describe, expect, it } from 'vitest';
import { PROJECT_LIST_PAGE_SIZE } from '../../../src/config/layout';
import { saleStatus } from '../../../src/features/projects/project-logic';
import { parseProjectRecords } from '../../../src/features/projects/project-records';
import type { Project } from '../../../src/features/projects/project-schema';
import { readFixturePortfolio } from '../fixtures';
import { LARGE_PORTFOLIO_SIZE, largePortfolioRecords } from '../large-portfolio';

const fixture = readFixturePortfolio().projects;
const large = largePortfolioRecords(fixture, LARGE_PORTFOLIO_SIZE);
const { projects: listed, problems } = parseProjectRecords(large);

describe('the large portfolio', () => {
  it('is 1,000 records the site takes, every one listed', () => {
    expect(problems).toEqual([]);
    expect(listed).toHaveLength(1000);
  });

  it('gives every project its own id, address, listing and sort value, none a fixture one', () => {
    for (const key of ['id', 'post', 'sort'] as const) {
      expect(new Set(large.map((project) => project[key])).size).toBe(1000);
    }
    expect(new Set(large.map((project) => project.address.address_line_1)).size).toBe(1000);
    const fixtureIds = new Set(fixture.map((project) => project.id));
    expect(large.filter((project) => fixtureIds.has(project.id))).toEqual([]);
    // An id is the address as the company writes ids: `2417 N Maple St` is `2417-n-maple-st`.
    expect(large[0]?.id).toMatch(/^\d{4}-[a-z0-9-]+[a-z0-9]$/);
    expect(large[0]?.id).toBe(large[0]?.address.address_line_1.toLowerCase().replace(/ /g, '-'));
  });

  it('spreads the projects over several cities and all three sale statuses', () => {
    const count = (of: (project: Project) => string) => {
      const counts = new Map<string, number>();
      for (const project of listed) counts.set(of(project), (counts.get(of(project)) ?? 0) + 1);
      return counts;
    };
    const cities = count((project) => project.address.city);
    expect(cities.size).toBeGreaterThanOrEqual(5);
    expect(Math.max(...cities.values())).toBeLessThan(600);
    const statuses = count((project) => saleStatus(project).kind);
    expect([...statuses.keys()].sort()).toEqual(['for-sale', 'pending', 'sold']);
    expect(Math.min(...statuses.values())).toBeGreaterThanOrEqual(100);
    // The list's first page already offers every status, and sold projects carry their year.
    const firstPage = new Set(
      listed.slice(0, PROJECT_LIST_PAGE_SIZE).map((p) => saleStatus(p).kind),
    );
    expect(firstPage.size).toBe(3);
    expect(listed.filter((p) => p.is_sold && typeof p.year_sold !== 'number')).toEqual([]);
  });

  it('shows each source record’s photos, so the build encodes no new photo', () => {
    const urls = (projects: readonly Project[]) =>
      new Set(projects.flatMap((p) => p.images.flatMap((i) => [i.url, i.before_url ?? []].flat())));
    expect(urls(large)).toEqual(urls(fixture));
    // In the fixture list order, round and round: the pairs page's source recurs every 10.
    const firstShipped = [...fixture].sort((a, b) => a.sort - b.sort)[0];
    expect(large[0]?.images).toEqual(firstShipped?.images);
    expect(large[fixture.length]?.images).toEqual(firstShipped?.images);
  });

  it('is the same portfolio on every run, in list order', () => {
    expect(largePortfolioRecords(fixture, 20)).toEqual(large.slice(0, 20));
    expect(listed.map((project) => project.id)).toEqual(large.map((project) => project.id));
  });
});
