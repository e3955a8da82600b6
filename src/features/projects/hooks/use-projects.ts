import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ProjectsState, ProjectsStore } from '../data/projects-store';

/**
 * The visit-wide store, created once by whoever renders the app (main.tsx, the
 * prerender, a test) so that each can seed it: a snapshot, a source, a fake.
 */
export const ProjectsStoreContext = createContext<ProjectsStore | null>(null);

/**
 * The shared projects state; the first screen that asks starts the one load, and
 * `load` tries again after a failure.
 */
export function useProjects(): { state: ProjectsState; load: () => void } {
  const store = useContext(ProjectsStoreContext);
  if (!store) throw new Error('useProjects needs a ProjectsStoreContext provider.');
  useEffect(() => store.load(), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { state, load: store.load };
}
