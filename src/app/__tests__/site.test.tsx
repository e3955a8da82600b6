// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site';
import { projectRecord } from '../../features/projects/__tests__/project-fixtures';
import { siteRoutes } from '../router';
import { renderSite } from './render-site';

const records = [
  projectRecord({
    id: 'd',
    sort: 4,
    address: { address_line_1: '4 Delta St', city: 'Carmel', state: 'IN' },
  }),
  projectRecord({
    id: 'a',
    sort: 1,
    address: { address_line_1: '1 Alpha St', city: 'Indianapolis', state: 'IN' },
  }),
  projectRecord({
    id: 'c',
    sort: 3,
    address: { address_line_1: '3 Charlie St', city: 'Speedway', state: 'IN' },
  }),
  projectRecord({
    id: 'b',
    sort: 2,
    address: { address_line_1: '2 Bravo St', city: 'Beech Grove', state: 'IN' },
  }),
];

function mainMenu() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('page frame', () => {
  it('toggles the primary link between Projects and Home as the visitor navigates', async () => {
    const user = userEvent.setup();
    renderSite('/', async () => records);

    expect(mainMenu().getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    await user.click(mainMenu().getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    expect(mainMenu().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    // Keyboard and screen-reader users land at the new page's content.
    expect(screen.getByRole('main')).toHaveFocus();

    await user.click(await screen.findByRole('link', { name: 'View 1 Alpha St' }));
    // The details page's code (Swiper with it) is compiled on its first import: on a busy
    // machine that alone can take seconds.
    expect(
      await screen.findByRole('heading', { level: 1, name: '1 Alpha St' }, { timeout: 15_000 }),
    ).toBeVisible();
    // The details page is not the list page, so the Projects link is not "current".
    expect(mainMenu().getByRole('link', { name: 'Projects' })).not.toHaveAttribute('aria-current');

    await user.click(mainMenu().getByRole('link', { name: 'About Us' }));
    // The about page is a lazy chunk: the navigation completes once it has loaded.
    expect(await mainMenu().findByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('has the footer links and copyright line', () => {
    renderSite('/about-us');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(footer.getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
    expect(footer.getByText('All Rights Reserved. © Copyright 2023.')).toBeVisible();
  });
});

describe('home', () => {
  it('previews the first three projects by sort without a list title', async () => {
    renderSite('/home', async () => records);
    const list = await screen.findByRole('list', { name: 'Projects' });
    const headings = within(list).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      '1 Alpha St',
      '2 Bravo St',
      '3 Charlie St',
    ]);
    expect(screen.queryByRole('heading', { name: 'All Projects' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByRole('link', { name: /^Learn more\b/ })).toHaveAttribute(
      'href',
      '/about-us',
    );
  });
});

describe('project list', () => {
  it('shows a Loading spinner until the data arrives', async () => {
    let release: (records: unknown[]) => void = () => {};
    const data = new Promise<unknown[]>((resolve) => (release = resolve));
    renderSite('/projects', () => data);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    release(records);
    expect(await screen.findByRole('list', { name: 'Projects' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers Retry when the data cannot be loaded, and recovers', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderSite('/projects', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('HTTP 500');
      return records;
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load our projects.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  it('renders a card per project with its facts and a View link', async () => {
    renderSite('/projects', async () => [
      projectRecord({
        beds: 4,
        baths: 2.5,
        sq_footage: 2310,
        is_sold: true,
        year_sold: 2023,
        full_remodel: true,
      }),
    ]);
    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('heading', { level: 2, name: '2417 N Maple St' })).toBeVisible();
    expect(card.getByText('4 BED | 2.5 BTH')).toBeVisible();
    expect(card.getByText('2,310 Sq Ft')).toBeVisible();
    expect(card.getByText('Indianapolis, IN')).toBeVisible();
    expect(card.getByText('Sold 2023')).toHaveAttribute('data-status', 'sold');
    expect(card.getByText('Full Remodel')).toBeVisible();
    expect(
      card.getByRole('img', { name: 'Front of 2417 N Maple St, Indianapolis, IN' }),
    ).toBeVisible();
    expect(card.getByRole('link', { name: 'View 2417 N Maple St' })).toHaveAttribute(
      'href',
      '/projects/2417-n-maple-st',
    );
  });

  it('with no projects yet, says they are coming soon, with the phone and e-mail links', async () => {
    renderSite('/projects', async () => []);
    await expectNoProjectsYet();
  });
});

/** The empty portfolio's message, in main: no card, no error panel, the company's contact. */
async function expectNoProjectsYet() {
  const main = within(screen.getByRole('main'));
  const message = await main.findByText(/Our first projects are coming soon/);
  expect(message).toBeVisible();
  expect(within(message).getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    `tel:${site.phoneE164}`,
  );
  expect(within(message).getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  expect(main.queryByRole('article')).toBeNull();
  expect(main.queryByRole('alert')).toBeNull();
}

describe('an empty portfolio', () => {
  it('home keeps its banner and company text, and says projects are coming', async () => {
    renderSite('/', async () => []);
    await expectNoProjectsYet();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Get a free quote for your investment property',
      }),
    ).toBeVisible();
    expect(screen.getByText(site.shortDescription)).toBeVisible();
  });

  it('answers a project address with the not-found page', async () => {
    renderSite('/projects/2417-n-maple-st', async () => []);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Project Not Found or Does Not Exists.' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  });
});

describe('about', () => {
  it('lists the specialties and links the e-mail and phone', async () => {
    renderSite('/about-us');
    // The about page is a lazy chunk: it may not have loaded in an earlier test.
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([...site.specialties]);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phoneE164}`,
    );
    expect(screen.getByText('For any questions or inquiries, please contact us!')).toBeVisible();
  });
});

describe('unmatched routes', () => {
  it('shows a not-found page inside the frame with a link home', () => {
    renderSite('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeVisible();
    expect(document.title).toBe(`Page not found | ${site.name}`);
  });
});

describe('a screen that fails to render', () => {
  it('shows a friendly error page with Retry and a way home, and logs the error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The real frame and error page, around a screen that throws.
    const Broken = () => {
      throw new Error('boom');
    };
    renderSite('/', undefined, siteRoutes([{ index: true, element: <Broken /> }]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith('A page could not be shown.', expect.any(Error));
    // The frame stays, so the visitor can still navigate.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    consoleError.mockRestore();
  });
});
