import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import {
  createProjectsStore,
  type ProjectsSnapshot,
} from '../../features/projects/data/projects-store';
import { ProjectsStoreContext } from '../../features/projects/hooks/use-projects';
import { routes } from '../router';
import { theme } from '../theme';

/** Renders the real route table at `path`, with projects served by `fetchRecords`. */
export function renderSite(
  path: string,
  fetchRecords: () => Promise<unknown[]> = async () => [],
  routeTable: RouteObject[] = routes,
  /** A prerendered page's snapshot, shown until `fetchRecords` answers. */
  snapshot?: ProjectsSnapshot,
) {
  const store = createProjectsStore(
    async () => ({ name: 'test source', fetchRecords }),
    { warn: vi.fn(), error: vi.fn() },
    snapshot,
  );
  const view = render(
    <ThemeProvider theme={theme}>
      <ProjectsStoreContext.Provider value={store}>
        <MemoryRouter initialEntries={[path]}>
          <RouteTable table={routeTable} />
        </MemoryRouter>
      </ProjectsStoreContext.Provider>
    </ThemeProvider>,
  );
  return { ...view, store };
}

function RouteTable({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}
