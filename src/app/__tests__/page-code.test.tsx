// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPageCode } from '../router';
import { renderSite } from './render-site';

// Its own file: the lazy pages' code must not have been loaded by another test.
describe('loadPageCode', () => {
  it("loads a lazy page's code, which then renders at once (start-up hydrates it so)", async () => {
    // Pages that are not lazy, or no page at all, load no lazy page's code.
    await loadPageCode('/projects');
    await loadPageCode('/no-such-page');
    renderSite('/about-us');
    // Not loaded yet: the page suspends, and the frame shows Loading.
    expect(screen.queryByRole('heading', { level: 1, name: 'About Us' })).toBeNull();
    cleanup();

    await loadPageCode('/about-us');
    renderSite('/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });
});
