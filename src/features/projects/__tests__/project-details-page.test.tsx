// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../../config/site';
import { renderSite } from '../../../app/__tests__/render-site';
import { projectRecord } from './project-fixtures';

const withPhotos = projectRecord({
  images: [
    { url: '/p/main.webp', main: true, exterior: true },
    { url: '/p/kitchen-1.webp', kitchen: true },
    { url: '/p/kitchen-2.webp', kitchen: true },
    { url: '/p/bed-1.webp', room: true },
  ],
});

describe('project details', () => {
  it('shows the facts, the Listing link and only the sections that have photos', async () => {
    renderSite('/projects/2417-n-maple-st', async () => [withPhotos]);
    expect(await screen.findByRole('heading', { level: 1, name: '2417 N Maple St' })).toBeVisible();
    const listing = screen.getByRole('link', { name: /^Listing/ });
    expect(listing).toHaveAttribute('href', 'https://listings.example.com/2417-n-maple-st');
    expect(listing).toHaveAttribute('target', '_blank');
    expect(listing).toHaveAttribute('rel', 'noopener noreferrer');

    const sections = screen
      .getAllByRole('region')
      .map((region) => within(region).getByRole('heading', { level: 2 }).textContent);
    expect(sections).toEqual(['Interested in this property?', 'Kitchen', 'Rooms']);
    const kitchen = within(screen.getByRole('region', { name: 'Kitchen' }));
    expect(kitchen.getByTestId('RestaurantIcon')).toBeInTheDocument();
    // The next slide's photo is in the markup: near the visible one, it is fetched at once.
    expect(await kitchen.findByAltText('Kitchen photo 2 of 2, 2417 N Maple St')).toHaveAttribute(
      'src',
      // A local photo is shown as a responsive copy, never as the original file.
      '/p/kitchen-2-800.webp',
    );
    expect(screen.queryByRole('region', { name: 'Exterior' })).toBeNull();
    expect(document.title).toBe('2417 N Maple St | Crossroads Renovation');
  });

  it('shows no Listing link for a house not yet listed (its link left out or empty)', async () => {
    for (const post of [undefined, '']) {
      const { unmount } = renderSite('/projects/2417-n-maple-st', async () => [
        { ...withPhotos, post },
      ]);
      expect(
        await screen.findByRole('heading', { level: 1, name: '2417 N Maple St' }),
      ).toBeVisible();
      expect(screen.getByRole('region', { name: 'Interested in this property?' })).toBeVisible();
      expect(screen.queryByRole('link', { name: /^Listing/ })).toBeNull();
      unmount();
    }
  });

  it('says the project does not exist for an unknown id', async () => {
    renderSite('/projects/nope', async () => [withPhotos]);
    expect(await screen.findByText('Project Not Found or Does Not Exists.')).toBeVisible();
    expect(screen.getByTestId('WarningAmberIcon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});

describe('contact panel', () => {
  it('e-mails about this address and calls the company', async () => {
    renderSite('/projects/2417-n-maple-st', async () => [withPhotos]);
    const panel = within(
      await screen.findByRole('region', { name: 'Interested in this property?' }),
    );
    expect(panel.getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      `mailto:${site.email}?subject=2417%20N%20Maple%20St%2C%20Indianapolis%2C%20IN`,
    );
    expect(panel.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute(
      'href',
      `tel:${site.phoneE164}`,
    );
  });

  it('copies the page link where there is no share sheet, and says so politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderSite('/projects/2417-n-maple-st', async () => [withPhotos]);
    const panel = within(
      await screen.findByRole('region', { name: 'Interested in this property?' }),
    );
    expect(panel.getByRole('status')).toHaveTextContent('');
    await user.click(panel.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await panel.findByText('Link copied')).toBe(panel.getByRole('status'));
  });
});
