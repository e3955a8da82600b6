import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import {
  createProjectsStore,
  type ProjectsSnapshot,
} from '../../features/projects/data/projects-store';
import { AppProviders } from '../app';
import { routeTable, SiteRouter } from '../router';

/** Renders the real route table at `path`, with projects served by `fetchRecords`. */
export function renderSite(
  path: string,
  fetchRecords: () => Promise<unknown[]> = async () => [],
  table: RouteObject[] = routeTable,
  /** A prerendered page's snapshot, shown until `fetchRecords` answers. */
  snapshot?: ProjectsSnapshot,
) {
  const store = createProjectsStore(
    async () => ({ name: 'test source', fetchRecords }),
    { warn: vi.fn(), error: vi.fn() },
    snapshot,
  );
  // jsdom lays nothing out, so it cannot scroll: its window.scrollTo only logs "Not implemented".
  // Scroll restoration is checked in Chromium (tests/e2e/scroll-restoration.spec.ts).
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // The app's own providers, as the browser and the prerender render them.
  const view = render(
    <AppProviders store={store}>
      <SiteRouter router={createMemoryRouter(table, { initialEntries: [path] })} />
    </AppProviders>,
  );
  return { ...view, store };
}
