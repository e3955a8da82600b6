// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPageCode } from '../router';
import { renderSite } from './render-site';

// Its own file: the lazy pages' code must not have been loaded by another test.
describe('loadPageCode', () => {
  it("loads a lazy page's code, which then renders at once (start-up hydrates it so)", async () => {
    renderSite('/about-us');
    // Not loaded yet: the page suspends, and the frame shows Loading.
    expect(screen.queryByRole('heading', { level: 1, name: 'About Us' })).toBeNull();
    cleanup();

    await loadPageCode('/about-us');
    renderSite('/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  it('loads nothing for a page that is not lazy, or a path no page has', async () => {
    await expect(loadPageCode('/projects')).resolves.toBeUndefined();
    await expect(loadPageCode('/no-such-page')).resolves.toBeUndefined();
  });
});
