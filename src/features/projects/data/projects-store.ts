import type { FilterTally } from '../project-filters';
import type { Project } from '../project-schema';
import type { ProjectSource } from './project-source';

export type ProjectsState =
  | { status: 'loading' }
  | {
      status: 'ready';
      projects: Project[];
      /** How many projects the full list holds; more than `projects` while only a snapshot is known. */
      total: number;
      /**
       * True while the state is the snapshot a prerendered page was built with: it holds only
       * the projects that page shows, and the data source has not answered yet.
       */
      snapshot: boolean;
      /** With a snapshot of the list: the whole portfolio's filter counts. */
      tally?: FilterTally;
    }
  | { status: 'error'; message: string };

/** The projects a prerendered page shows, embedded in its HTML so the page hydrates as built. */
export type ProjectsSnapshot = { projects: Project[]; total: number; tally?: FilterTally };

export type ProjectsStore = {
  getState(): ProjectsState;
  subscribe(listener: () => void): () => void;
  /**
   * Makes sure the projects are loaded: starts the one load of this visit, or
   * after a failure tries again. A no-op while a load runs or once the source answered.
   */
  load(): void;
};

/**
 * Loads projects once per visit and shares them with every screen (spec §7).
 * Bad records are reported on the console and skipped, so one broken entry
 * never blanks the portfolio. They are not kept in the state: no visitor can mend a record,
 * and the company hears of them where it can, from the build, the seed and add-project.
 */
export function createProjectsStore(
  getSource: () => Promise<ProjectSource>,
  log: Pick<Console, 'warn' | 'error'> = console,
  snapshot?: ProjectsSnapshot,
): ProjectsStore {
  // The snapshot only stands in until the source answers: the source stays the truth.
  let state: ProjectsState = snapshot
    ? { status: 'ready', snapshot: true, ...snapshot }
    : { status: 'loading' };
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
      // The record check is fetched alongside the data: no page needs it before the data arrives.
      const [{ parseProjectRecords, formatProblem }, { isSameData }, records] = await Promise.all([
        import('../project-records'),
        // Out of the first load too: only the data's arrival compares it with the snapshot.
        import('../../../lib/same-data'),
        source.fetchRecords(),
      ]);
      const { projects, problems } = parseProjectRecords(records);
      for (const problem of problems) {
        log.warn(`Skipped a project in the ${sourceName}: ${formatProblem(problem)}`);
      }
      // The records' check and the render they cause are two tasks, not one: a tap between
      // them waits for one of them only.
      await nextTask();
      setState({
        status: 'ready',
        projects: keepSnapshotRecords(state, projects, isSameData),
        total: projects.length,
        snapshot: false,
      });
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
      if (inFlight || (state.status === 'ready' && !state.snapshot)) return;
      inFlight = true;
      // Whoever asks again after a failure (Retry, or the next screen) sees the spinner;
      // a prerendered snapshot stays on screen until the source answers.
      if (state.status === 'error') setState({ status: 'loading' });
      void run();
    },
  };
}

/**
 * The loaded projects, where a record equals the snapshot's the snapshot's own object: a data
 * file equal to the snapshot a page was built with then changes nothing on screen (memoised
 * components see the same project and do not render again, nor disturb a hydrating section).
 */
function keepSnapshotRecords(
  state: ProjectsState,
  loaded: Project[],
  isSameData: (a: unknown, b: unknown) => boolean,
): Project[] {
  if (state.status !== 'ready' || !state.snapshot) return loaded;
  const shown = new Map(state.projects.map((project) => [project.id, project]));
  const kept = loaded.map((project) => {
    const before = shown.get(project.id);
    return before && isSameData(before, project) ? before : project;
  });
  const unchanged =
    kept.length === state.projects.length &&
    kept.every((project, i) => project === state.projects[i]);
  return unchanged ? state.projects : kept;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Resolves in a task of its own, after whatever input is waiting. A message, not a timer: a
 * hidden tab holds timers back a second, and a stopped test clock (Playwright's) forever.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
