// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectPhotos } from '../../project-photos';
import { image, project } from '../../__tests__/project-fixtures';
import { usePhotoViewer } from '../use-photo-viewer';

const photos = projectPhotos(
  project({
    images: [
      image({ url: '/p/main.webp', main: true, exterior: true }),
      image({ url: '/p/kitchen-1.webp', kitchen: true }),
    ],
  }),
);

const PAGE = '/projects/2417-n-maple-st';

/**
 * The hook on a project page, and where the router is. `before`: the entries under this one in
 * the tab's history (the router's and, in length, the browser's).
 */
function renderViewer(path = PAGE, before: string[] = []) {
  const seen: {
    viewer?: ReturnType<typeof usePhotoViewer>;
    search?: string;
    path?: string;
    entry?: string;
    back?: () => void;
  } = {};
  function Page() {
    seen.viewer = usePhotoViewer(photos);
    const location = useLocation();
    const navigate = useNavigate();
    seen.search = location.search;
    seen.path = `${location.pathname}${location.search}`;
    // Which history entry this is: close must return to the page's own.
    seen.entry = location.key;
    seen.back = () => void navigate(-1);
    return null;
  }
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(before.length + 1);
  render(
    <MemoryRouter initialEntries={[...before, path]} initialIndex={before.length}>
      <Page />
    </MemoryRouter>,
  );
  return seen;
}

/** The page this document was loaded from, as the browser tells it. */
const loadedFrom = (referrer: string) =>
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePhotoViewer', () => {
  it('opens over the page, and one Back (close) returns to it', () => {
    const seen = renderViewer();
    act(() => seen.viewer?.open(1));
    expect(seen.search).toBe('?photo=kitchen-1');
    act(() => seen.viewer?.close());
    expect(seen.search).toBe('');
  });

  it('links each photo to the URL opening it gives, other parameters kept', () => {
    const seen = renderViewer('/projects/2417-n-maple-st?utm_source=mail');
    expect(seen.viewer?.href('kitchen-1')).toBe(
      '/projects/2417-n-maple-st?utm_source=mail&photo=kitchen-1',
    );
    act(() => seen.viewer?.open(1));
    expect(seen.search).toBe('?utm_source=mail&photo=kitchen-1');
    // While the viewer is open, another photo's link is the same page's, not one more photo on it.
    expect(seen.viewer?.href('cover')).toBe(
      '/projects/2417-n-maple-st?utm_source=mail&photo=cover',
    );
  });

  it('asked for a photo it does not have, opens nothing, and the next open closes at once', () => {
    const seen = renderViewer();
    const page = seen.entry;
    act(() => seen.viewer?.open(photos.length));
    expect(seen.entry).toBe(page);
    act(() => seen.viewer?.open(1));
    expect(seen.search).toBe('?photo=kitchen-1');
    act(() => seen.viewer?.close());
    expect(seen.entry).toBe(page);
  });

  describe('landing on a photo’s link', () => {
    it('followed on this page before the app started: closing, then Back, leave the page', () => {
      loadedFrom(`${window.location.origin}${PAGE}`);
      const seen = renderViewer(`${PAGE}?photo=kitchen-1`, ['/projects', PAGE]);
      expect(seen.viewer?.index).toBe(1);
      act(() => seen.viewer?.close());
      expect(seen.path).toBe(PAGE);
      act(() => seen.back?.());
      expect(seen.path).toBe('/projects');
    });

    it('shared (from elsewhere, or typed): closing stays on the page, the next Back leaves it', () => {
      for (const referrer of [
        '',
        'https://mail.example.com/',
        `${window.location.origin}/projects`,
      ]) {
        loadedFrom(referrer);
        const seen = renderViewer(`${PAGE}?photo=kitchen-1`, ['/projects']);
        expect(seen.viewer?.index).toBe(1);
        act(() => seen.viewer?.close());
        expect(seen.path, `from "${referrer}"`).toBe(PAGE);
        act(() => seen.back?.());
        expect(seen.path, `from "${referrer}"`).toBe('/projects');
        cleanup();
      }
    });

    it('followed from this page showing another photo: closing shows the page, not that photo', () => {
      // A shared link landed on one photo; another was tapped before the app started.
      loadedFrom(`${window.location.origin}${PAGE}?photo=exterior-1`);
      const seen = renderViewer(`${PAGE}?photo=kitchen-1`, [`${PAGE}?photo=exterior-1`]);
      expect(seen.viewer?.index).toBe(1);
      act(() => seen.viewer?.close());
      expect(seen.path).toBe(PAGE);
      expect(seen.viewer?.index).toBeUndefined();
    });

    it('opened in a new tab from this page (nothing under it): closing stays on the page', () => {
      loadedFrom(`${window.location.origin}${PAGE}`);
      const seen = renderViewer(`${PAGE}?photo=kitchen-1`);
      act(() => seen.viewer?.close());
      expect(seen.path).toBe(PAGE);
      expect(seen.viewer?.index).toBeUndefined();
    });
  });
});
