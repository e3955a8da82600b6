// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRouteTable, resolveLazyRoutes } from '../router';
import { recordsSource, renderSite } from './render-site';

// Its own file: the lazy pages' code must not have been loaded by another test.
describe('resolveLazyRoutes', () => {
  it("puts a lazy page's code in the route table, which then renders at once (start-up hydrates it so)", async () => {
    const source = recordsSource(async () => []);
    const routeTable = createRouteTable(async () => source);
    // Pages that are not lazy, or no page at all, load no lazy page's code.
    await resolveLazyRoutes(routeTable, '/projects');
    await resolveLazyRoutes(routeTable, '/no-such-page');
    renderSite('/about-us', undefined, routeTable);
    // Not loaded yet: the frame shows Loading where the page goes.
    expect(screen.queryByRole('heading', { level: 1, name: 'About Us' })).toBeNull();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    cleanup();

    await resolveLazyRoutes(routeTable, '/about-us');
    renderSite('/about-us', undefined, routeTable);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });
});
