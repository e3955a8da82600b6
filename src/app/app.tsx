import type { ReactNode } from 'react';
import type { ProjectsStore } from '../features/projects/data/projects-store';
import { ProjectsStoreContext } from '../features/projects/hooks/use-projects';
// The page's base styles (element selectors only, so no component's class competes with them).
import '../styles/baseline.css';

/** The visit's projects store: the same tree in the browser and in the prerender. */
export function AppProviders({ store, children }: { store: ProjectsStore; children: ReactNode }) {
  return <ProjectsStoreContext.Provider value={store}>{children}</ProjectsStoreContext.Provider>;
}
