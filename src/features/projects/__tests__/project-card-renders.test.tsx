// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../../app/__tests__/render-site';
import { projectList } from '../page-data';
import { parseProject } from '../project-schema';
import { projectSummary } from '../project-summary';
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
 * The list as a prerendered page starts it: hydrated with its first page of cards, as the
 * build's data gave them. Its loader then answers with `answer` (Load more, or Firestore's
 * check after hydrating).
 */
function startPrerendered(answer: unknown[]) {
  const summaries = records.map(parseProject).map(projectSummary);
  const { router } = renderSite('/projects', async () => answer, undefined, {
    loaderData: { projects: projectList(summaries, 12) },
  });
  return { list: screen.getByRole('list', { name: 'Projects' }), router };
}

describe('cards render only when their project does', () => {
  it('renders only the new cards on Load more, though every card comes anew', async () => {
    cardRenders.count = 0;
    const user = userEvent.setup();
    const { list } = startPrerendered(records);
    expect(cardRenders.count).toBe(12);

    await user.click(screen.getByRole('button', { name: 'Load more projects' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(24));
    expect(cardRenders.count).toBe(24);
  });

  it('renders no card again when the data comes back as the page was built', async () => {
    cardRenders.count = 0;
    const { list, router } = startPrerendered(records);
    await act(() => router.revalidate());
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(cardRenders.count).toBe(12);
  });

  it('renders the card whose project changed since the build, with its new facts', async () => {
    cardRenders.count = 0;
    const changed = records.map((record, index) => (index === 3 ? { ...record, beds: 5 } : record));
    const { list, router } = startPrerendered(changed);
    const card = within(list).getByRole('heading', { name: '3 Main St' }).closest('li');
    expect(card).toHaveTextContent('3 BED');

    await act(() => router.revalidate());
    expect(card).toHaveTextContent('5 BED');
    expect(cardRenders.count).toBe(13);
  });
});
