// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../../app/__tests__/render-site';
import { projectRecord } from './project-fixtures';

const thousand = Array.from({ length: 1000 }, (_, index) =>
  projectRecord({
    id: `house-${index}`,
    sort: index,
    address: { address_line_1: `${index} Main St`, city: 'Indianapolis', state: 'IN' },
  }),
);

describe('project list at scale', () => {
  it('renders 1,000 projects 12 at a time, with Load more', async () => {
    const user = userEvent.setup();
    renderSite('/projects', async () => thousand);
    const list = await screen.findByRole('list', { name: 'Projects' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 1,000 projects');

    await user.click(screen.getByRole('button', { name: 'Load more projects' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(24));
    expect(within(list).getByRole('heading', { name: '23 Main St' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 24 of 1,000 projects');
  });

  it('has no Load more button when every project is shown', async () => {
    renderSite('/projects', async () => thousand.slice(0, 5));
    await screen.findByRole('list', { name: 'Projects' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 5 projects');
    expect(screen.queryByRole('button', { name: 'Load more projects' })).toBeNull();
  });
});

describe('photos', () => {
  it('serves a shipped cover with AVIF/WebP srcset and an absolute one as a plain image', async () => {
    renderSite('/projects', async () => [
      projectRecord({
        id: 'shipped',
        images: [{ url: '/assets/projects/shipped/main.webp', main: true }],
      }),
      projectRecord({
        id: 'remote',
        sort: 2,
        images: [{ url: 'https://cdn.example.com/remote.jpg', main: true }],
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Projects' });
    const [shipped, remote] = within(list).getAllByRole('img');
    expect(shipped).toHaveAttribute('srcset', expect.stringContaining('main-800.webp 800w'));
    expect(shipped?.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(shipped).toHaveAttribute('fetchpriority', 'high');
    expect(shipped).toHaveAttribute('width', '1280');
    expect(remote).toHaveAttribute('src', 'https://cdn.example.com/remote.jpg');
    expect(remote).not.toHaveAttribute('srcset');
    expect(remote?.closest('picture')).toBeNull();
    expect(remote).toHaveAttribute('loading', 'lazy');
  });
});
