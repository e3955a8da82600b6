// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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

/** The hook on a project page, and where the router is. */
function renderViewer(path = '/projects/2417-n-maple-st') {
  const seen: { viewer?: ReturnType<typeof usePhotoViewer>; search?: string; entry?: string } = {};
  function Page() {
    seen.viewer = usePhotoViewer(photos);
    const location = useLocation();
    seen.search = location.search;
    // Which history entry this is: close must return to the page's own.
    seen.entry = location.key;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  return seen;
}

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
});
