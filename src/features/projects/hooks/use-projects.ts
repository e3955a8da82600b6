import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import {
  createProjectsStore,
  type ProjectsState,
  type ProjectsStore,
} from '../data/projects-store';
import { selectProjectSource } from '../data/select-source';

/** The visit-wide store. Tests may provide another. */
export const ProjectsStoreContext = createContext<ProjectsStore>(
  createProjectsStore(selectProjectSource),
);

/**
 * The shared projects state; the first screen that asks starts the one load, and
 * `load` tries again after a failure.
 */
export function useProjects(): { state: ProjectsState; load: () => void } {
  const store = useContext(ProjectsStoreContext);
  useEffect(() => store.load(), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { state, load: store.load };
}
