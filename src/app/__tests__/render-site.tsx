import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createProjectsStore } from '../../features/projects/data/projects-store';
import { ProjectsStoreContext } from '../../features/projects/hooks/use-projects';
import { routes } from '../router';
import { theme } from '../theme';

/** Renders the real route table at `path`, with projects served by `fetchRecords`. */
export function renderSite(
  path: string,
  fetchRecords: () => Promise<unknown[]> = async () => [],
  routeTable: RouteObject[] = routes,
) {
  const store = createProjectsStore(async () => ({ name: 'test source', fetchRecords }), {
    warn: vi.fn(),
    error: vi.fn(),
  });
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const view = render(
    <ThemeProvider theme={theme}>
      <ProjectsStoreContext.Provider value={store}>
        <RouterProvider router={router} />
      </ProjectsStoreContext.Provider>
    </ThemeProvider>,
  );
  return { ...view, router, store };
}
