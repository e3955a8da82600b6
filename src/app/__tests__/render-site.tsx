import { render } from '@testing-library/react';
import { createMemoryRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import type { PortfolioSource } from '../../features/projects/portfolio-source';
import { homePreview, projectList } from '../../features/projects/page-data';
import { parseProjectRecords } from '../../features/projects/project-records';
import { projectSummary } from '../../features/projects/project-summary';
import { createRouteTable, SiteRouter } from '../router';

/**
 * The content store as the routes' loaders see it, answering from `fetchRecords`: the records
 * checked as the build checks them, each page given what the data file's pages give it. Every
 * load waits for `fetchRecords`, and fails when it does.
 */
export function recordsSource(fetchRecords: () => Promise<unknown[]>): PortfolioSource {
  const projects = async () => parseProjectRecords(await fetchRecords()).projects;
  return {
    name: 'test source',
    home: async () => homePreview((await projects()).map(projectSummary)),
    list: async () => projectList((await projects()).map(projectSummary)),
    project: async (id) => (await projects()).find((project) => project.id === id),
  };
}

/**
 * Renders the real route table at `path`, its loaders answered from `fetchRecords`; with
 * `hydrationData`, as a prerendered page starts: with the data it was built with.
 */
export function renderSite(
  path: string,
  fetchRecords: () => Promise<unknown[]> = async () => [],
  table: RouteObject[] = createRouteTable(async () => recordsSource(fetchRecords)),
  hydrationData?: HydrationState,
) {
  // jsdom lays nothing out, so it cannot scroll: its window.scrollTo only logs "Not implemented".
  // Scroll restoration is checked in Chromium (tests/e2e/scroll-restoration.spec.ts).
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter(table, { initialEntries: [path], hydrationData });
  const view = render(<SiteRouter router={router} />);
  return { ...view, router };
}
