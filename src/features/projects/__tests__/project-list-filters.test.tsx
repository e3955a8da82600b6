// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../../app/__tests__/render-site';
import { projectList } from '../page-data';
import { projectSummary } from '../project-summary';
import { project, projectRecord } from './project-fixtures';

const at = (line: string, city: string) => ({ address_line_1: line, city, state: 'IN' });
const records = [
  projectRecord({
    id: 'a',
    sort: 1,
    is_sold: true,
    year_sold: 2022,
    address: at('1 A St', 'Indianapolis'),
  }),
  projectRecord({ id: 'b', sort: 2, pending_sale: true, address: at('2 B St', 'Carmel') }),
  projectRecord({ id: 'c', sort: 3, address: at('3 C St', 'Indianapolis') }),
  projectRecord({
    id: 'd',
    sort: 4,
    is_sold: true,
    pending_sale: true,
    year_sold: 2021,
    address: at('4 D St', 'Carmel'),
  }),
];

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const group = (name: string) => within(screen.getByRole('group', { name }));

describe('project list filters', () => {
  it('opens filtered from the URL, with counts and the choice marked current', async () => {
    renderSite('/projects?status=sold', async () => records);
    await screen.findByRole('list', { name: 'Projects' });
    expect(cardTitles()).toEqual(['1 A St', '4 D St']);
    const status = group('Status');
    expect(status.getByRole('link', { name: 'Sold (2)' })).toHaveAttribute('aria-current', 'page');
    expect(status.getByRole('link', { name: 'All (4)' })).not.toHaveAttribute('aria-current');
    expect(status.getByRole('link', { name: 'Pending (1)' })).toBeVisible();
    expect(
      group('City')
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All (2)', 'Carmel (1)', 'Indianapolis (1)']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2 projects');
  });

  it('narrows by city, then clears to everything from the empty state', async () => {
    const user = userEvent.setup();
    renderSite('/projects', async () => records);
    await screen.findByRole('list', { name: 'Projects' });
    await user.click(group('City').getByRole('link', { name: 'Carmel (2)' }));
    // A filter is a navigation: its loader answers before the list changes.
    await waitFor(() => expect(cardTitles()).toEqual(['2 B St', '4 D St']));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2 projects');

    await user.click(group('Status').getByRole('link', { name: 'For Sale (0)' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Projects' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('No projects match these filters');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardTitles()).toEqual(['1 A St', '2 B St', '3 C St', '4 D St']));
    expect(group('Status').getByRole('link', { name: 'All (4)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("links each option to the URL choosing it gives, the visit's other parameters kept", async () => {
    renderSite('/projects?utm_source=mail&city=Carmel', async () => records);
    await screen.findByRole('list', { name: 'Projects' });
    const hrefs = (name: string) =>
      group(name)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs('Status')).toEqual([
      '/projects?utm_source=mail&city=Carmel',
      '/projects?utm_source=mail&city=Carmel&status=for-sale',
      '/projects?utm_source=mail&city=Carmel&status=pending',
      '/projects?utm_source=mail&city=Carmel&status=sold',
    ]);
    expect(hrefs('City')).toEqual([
      '/projects?utm_source=mail',
      '/projects?utm_source=mail&city=Carmel',
      '/projects?utm_source=mail&city=Indianapolis',
    ]);
  });

  it('ignores an unknown status or city', async () => {
    renderSite('/projects?status=rented&city=Atlantis', async () => records);
    await screen.findByRole('list', { name: 'Projects' });
    expect(cardTitles()).toHaveLength(4);
    expect(group('City').getByRole('link', { name: 'All (4)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('counts the whole portfolio while the prerendered list holds only its first page', async () => {
    const portfolio = Array.from({ length: 15 }, (_, index) =>
      project({
        id: `p-${index}`,
        sort: index,
        is_sold: index < 13,
        year_sold: index < 13 ? 2020 : null,
        address: at(`${index} E St`, index === 14 ? 'Speedway' : 'Indianapolis'),
      }),
    );
    // What the prerendered page carries is all the page knows: its loader never answers.
    renderSite('/projects', () => new Promise<unknown[]>(() => {}), undefined, {
      loaderData: { projects: projectList(portfolio.map(projectSummary), 12) },
    });
    await screen.findByRole('list', { name: 'Projects' });
    expect(group('Status').getByRole('link', { name: 'All (15)' })).toBeVisible();
    expect(group('Status').getByRole('link', { name: 'Sold (13)' })).toBeVisible();
    // A city only the second page has is offered too.
    expect(group('City').getByRole('link', { name: 'Speedway (1)' })).toBeVisible();
  });
});
