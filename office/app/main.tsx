import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { EditProjectPage, NewProjectPage } from './project-page';
import { OfficeProvider } from './office-provider';
import { PortfolioPage } from './portfolio-page';
import { Shell } from './shell';

// The office's screens: the portfolio, one project's form, a new project's. The server answers
// every one of these paths with this page.
const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { path: '/', element: <PortfolioPage /> },
      { path: '/projects/:webAddress', element: <EditProjectPage /> },
      { path: '/new', element: <NewProjectPage /> },
    ],
  },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <OfficeProvider>
      <RouterProvider router={router} />
    </OfficeProvider>
  </StrictMode>,
);
