import { formatProblem, parseProjectRecords, type RecordProblem } from '../project-records';
import type { Project } from '../project-schema';
import type { ProjectSource } from './project-source';

export type ProjectsState =
  | { status: 'loading' }
  | { status: 'ready'; projects: Project[]; problems: RecordProblem[] }
  | { status: 'error'; message: string };

export type ProjectsStore = {
  getState(): ProjectsState;
  subscribe(listener: () => void): () => void;
  /**
   * Makes sure the projects are loaded: starts the one load of this visit, or
   * after a failure tries again. A no-op while a load runs or once data is ready.
   */
  load(): void;
};

/**
 * Loads projects once per visit and shares them with every screen (spec §7).
 * Bad records are reported on the console and skipped, so one broken entry
 * never blanks the portfolio.
 */
export function createProjectsStore(
  getSource: () => Promise<ProjectSource>,
  log: Pick<Console, 'warn' | 'error'> = console,
): ProjectsStore {
  let state: ProjectsState = { status: 'loading' };
  let inFlight = false;
  const listeners = new Set<() => void>();

  const setState = (next: ProjectsState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const run = async () => {
    let sourceName = 'project source';
    try {
      const source = await getSource();
      sourceName = source.name;
      const { projects, problems } = parseProjectRecords(await source.fetchRecords());
      for (const problem of problems) {
        log.warn(`Skipped a project in the ${sourceName}: ${formatProblem(problem)}`);
      }
      setState({ status: 'ready', projects, problems });
    } catch (error) {
      log.error(`Could not load projects from the ${sourceName}.`, error);
      setState({ status: 'error', message: messageOf(error) });
    } finally {
      inFlight = false;
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (inFlight || state.status === 'ready') return;
      inFlight = true;
      // Whoever asks again after a failure (Retry, or the next screen) sees the spinner.
      if (state.status !== 'loading') setState({ status: 'loading' });
      void run();
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
