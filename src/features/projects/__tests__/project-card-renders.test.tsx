// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../../app/__tests__/render-site';
import { routeTable } from '../../../app/router';
import { tallyProjects } from '../project-filters';
import { parseProject } from '../project-schema';
import { projectRecord } from './project-fixtures';
import type * as ProjectFactsModule from '../components/project-facts';

// Each card renders its facts once per render of the card: counting them counts card renders.
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../components/project-facts', async (importOriginal) => {
  const actual = await importOriginal<typeof ProjectFactsModule>();
  return {
    ...actual,
    ProjectFacts: (props: Parameters<typeof actual.ProjectFacts>[0]) => {
      cardRenders.count += 1;
      return <actual.ProjectFacts {...props} />;
    },
  };
});

const records = Array.from({ length: 30 }, (_, index) =>
  projectRecord({
    id: `house-${index}`,
    sort: index,
    address: { address_line_1: `${index} Main St`, city: 'Indianapolis', state: 'IN' },
  }),
);

/**
 * The list as a prerendered page starts it: the first page of cards from the snapshot it was
 * built with, then the data source answers with `answer`.
 */
function startFromSnapshot(answer: unknown[]) {
  const projects = records.map(parseProject);
  let respond: (() => void) | undefined;
  const data = new Promise<unknown[]>((resolve) => (respond = () => resolve(answer)));
  renderSite('/projects', () => data, routeTable, {
    projects: projects.slice(0, 12),
    total: projects.length,
    tally: tallyProjects(projects),
  });
  const list = screen.getByRole('list', { name: 'Projects' });
  return {
    list,
    /** The source answers; resolves once the list shows the answer (no longer busy). */
    arrive: async () => {
      respond?.();
      await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    },
  };
}

describe('cards render only when their project does', () => {
  it('renders no card again when the data arrives as the page was built, and only new ones on Load more', async () => {
    cardRenders.count = 0;
    const user = userEvent.setup();
    const { list, arrive } = startFromSnapshot(records);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(cardRenders.count).toBe(12);

    await arrive();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(cardRenders.count).toBe(12);

    await user.click(screen.getByRole('button', { name: 'Load more projects' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(cardRenders.count).toBe(24);
  });

  it('renders the card whose project changed since the build, with its new facts', async () => {
    cardRenders.count = 0;
    const changed = records.map((record, index) => (index === 3 ? { ...record, beds: 5 } : record));
    const { list, arrive } = startFromSnapshot(changed);
    const card = within(list).getByRole('heading', { name: '3 Main St' }).closest('li');
    expect(card).toHaveTextContent('3 BED');

    await arrive();
    expect(card).toHaveTextContent('5 BED');
    expect(cardRenders.count).toBe(13);
  });
});
