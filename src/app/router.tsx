import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AboutPage } from '../features/about/about-page';
import { HomePage } from '../features/home/home-page';
import { ProjectsPage } from '../features/projects/pages/projects-page';
import { PageFrame } from './layout/page-frame';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

// Swiper and the carousels only load when someone opens a project.
const ProjectDetailsPage = lazy(() =>
  import('../features/projects/pages/project-details-page').then((module) => ({
    default: module.ProjectDetailsPage,
  })),
);

export const routes = [
  {
    element: <PageFrame />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'about-us', element: <AboutPage /> },
      { path: 'projects', element: <ProjectsPage /> },
      { path: 'projects/:id', element: <ProjectDetailsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
