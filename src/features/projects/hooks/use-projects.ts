import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import {
  createProjectsStore,
  type ProjectsState,
  type ProjectsStore,
} from '../data/projects-store';
import { selectProjectSource } from '../data/select-source';

/** The visit-wide store. Tests and the app shell may provide another. */
export const ProjectsStoreContext = createContext<ProjectsStore>(
  createProjectsStore(selectProjectSource),
);

export function useProjectsStore(): ProjectsStore {
  return useContext(ProjectsStoreContext);
}

/** The shared projects state; the first screen that asks starts the one load. */
export function useProjects(): ProjectsState {
  const store = useProjectsStore();
  useEffect(() => store.load(), [store]);
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
