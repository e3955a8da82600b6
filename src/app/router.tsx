import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { ProjectsPage } from '../features/projects/pages/projects-page';
import { PageFrame } from './layout/page-frame';
import { NotFoundPage } from './not-found-page';

// The about page and the details page (with Swiper) load when someone opens them, keeping
// the home page and the project list — where most visits start — light.
const ProjectDetailsPage = lazy(() =>
  import('../features/projects/pages/project-details-page').then((module) => ({
    default: module.ProjectDetailsPage,
  })),
);

const AboutPage = lazy(() =>
  import('../features/about/about-page').then((module) => ({ default: module.AboutPage })),
);

export const routes: RouteObject[] = [
  {
    element: <PageFrame />,
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

/**
 * The route table, rendered inside whichever location provider the host gives: a browser
 * router in the app, a static one in the prerender, a memory one in tests. Declarative
 * routing is about 17 kB (gzip) lighter than the data router, and no route loads data.
 */
export function SiteRoutes() {
  return useRoutes(routes);
}
