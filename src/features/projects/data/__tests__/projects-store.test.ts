import { describe, expect, it, vi } from 'vitest';
import { projectRecord } from '../../__tests__/project-fixtures';
import type { ProjectSource } from '../project-source';
import { parseProjectRecords } from '../../project-records';
import { createProjectsStore, type ProjectsState } from '../projects-store';

function sourceOf(fetchRecords: ProjectSource['fetchRecords']): ProjectSource {
  return { name: 'test source', fetchRecords };
}

function quietLog() {
  return { warn: vi.fn(), error: vi.fn() };
}

async function settled(store: ReturnType<typeof createProjectsStore>) {
  await vi.waitFor(() => expect(store.getState().status).not.toBe('loading'));
  return store.getState();
}

describe('createProjectsStore', () => {
  it('fetches once however many screens ask', async () => {
    const fetchRecords = vi.fn(async () => [projectRecord()]);
    const store = createProjectsStore(async () => sourceOf(fetchRecords), quietLog());
    store.load();
    store.load();
    await settled(store);
    store.load();
    expect(fetchRecords).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({
      status: 'ready',
      projects: [{ id: '2417-n-maple-st' }],
    });
  });

  it('skips broken records with a console warning that names record and field', async () => {
    const log = quietLog();
    const store = createProjectsStore(
      async () =>
        sourceOf(async () => [
          projectRecord({ id: 'ok' }),
          projectRecord({ id: 'bad', baths: 'two' }),
        ]),
      log,
    );
    store.load();
    const state = await settled(store);
    expect(state.status === 'ready' && state.projects.map((p) => p.id)).toEqual(['ok']);
    expect(log.warn).toHaveBeenCalledWith(
      'Skipped a project in the test source: record #1 "bad": field "baths" must be a number of bathrooms',
    );
  });

  it('reports a failed load and loads again on retry', async () => {
    const log = quietLog();
    const fetchRecords = vi
      .fn<ProjectSource['fetchRecords']>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValueOnce([projectRecord()]);
    const store = createProjectsStore(async () => sourceOf(fetchRecords), log);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));

    store.load();
    expect(await settled(store)).toEqual({ status: 'error', message: 'HTTP 500' });
    expect(log.error).toHaveBeenCalledWith(
      'Could not load projects from the test source.',
      expect.any(Error),
    );

    store.load();
    expect(await settled(store)).toMatchObject({ status: 'ready' });
    expect(seen).toEqual(['error', 'loading', 'ready']);
  });

  it('after a failure, a second asker and Retry share one new attempt', async () => {
    const fetchRecords = vi
      .fn<ProjectSource['fetchRecords']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([projectRecord()]);
    const store = createProjectsStore(async () => sourceOf(fetchRecords), quietLog());
    store.load();
    await settled(store);

    store.load(); // the next screen mounts
    expect(store.getState()).toEqual({ status: 'loading' });
    store.load(); // the visitor presses Retry meanwhile
    expect(await settled(store)).toMatchObject({ status: 'ready' });
    expect(fetchRecords).toHaveBeenCalledTimes(2);
  });

  describe('after a prerendered snapshot', () => {
    const records = [projectRecord({ id: 'a', sort: 1 }), projectRecord({ id: 'b', sort: 2 })];
    const { projects } = parseProjectRecords(records);
    const readyProjects = (state: ProjectsState) =>
      state.status === 'ready' && !state.snapshot ? state.projects : undefined;

    it('keeps the snapshot’s objects when the data source says the same', async () => {
      const store = createProjectsStore(
        async () => sourceOf(async () => structuredClone(records)),
        quietLog(),
        { projects, total: 2 },
      );
      store.load();
      await vi.waitFor(() => expect(readyProjects(store.getState())).toBeDefined());
      // The same array and records: nothing that shows them has a reason to render again.
      expect(readyProjects(store.getState())).toBe(projects);
    });

    it('takes a changed record from the source and keeps the unchanged ones', async () => {
      const changed = [records[0], projectRecord({ id: 'b', sort: 2, beds: 5 })];
      const store = createProjectsStore(async () => sourceOf(async () => changed), quietLog(), {
        projects,
        total: 2,
      });
      store.load();
      await vi.waitFor(() => expect(readyProjects(store.getState())).toBeDefined());
      const [first, second] = readyProjects(store.getState()) ?? [];
      expect(first).toBe(projects[0]);
      expect(second).not.toBe(projects[1]);
      expect(second).toMatchObject({ id: 'b', beds: 5 });
    });
  });
});
