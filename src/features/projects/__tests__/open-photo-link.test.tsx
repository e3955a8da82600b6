// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenPhotoLink } from '../components/open-photo-link';

/** Whether the last click's default (following the link) was left to the browser. */
let followed: boolean | undefined;
// After the app's handler (React listens on its root, below the document): note what it left
// to the browser, then stop jsdom, which cannot navigate, from trying.
const noteDefault = (event: MouseEvent) => {
  followed = !event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => {
  followed = undefined;
  document.addEventListener('click', noteDefault);
});
afterEach(() => document.removeEventListener('click', noteDefault));

function renderOpener() {
  const onOpen = vi.fn();
  render(
    <div style={{ position: 'relative' }}>
      <OpenPhotoLink
        caption="Kitchen photo 1 of 2"
        href="/projects/2417-n-maple-st?photo=kitchen-1"
        onOpen={onOpen}
      />
    </div>,
  );
  const link = screen.getByRole('link', { name: 'View full screen: Kitchen photo 1 of 2' });
  return { link, onOpen };
}

describe('OpenPhotoLink', () => {
  it("is a link to the photo's deep link that says it opens a dialog", () => {
    const { link } = renderOpener();
    expect(link).toHaveAttribute('href', '/projects/2417-n-maple-st?photo=kitchen-1');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens the viewer in the page on a click or Enter, without following the link', async () => {
    const user = userEvent.setup();
    const { link, onOpen } = renderOpener();
    // A click that left focus where it was (as on a carousel, whose Swiper cancels the press).
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(followed).toBe(false);
    // Focused, so that the viewer gives focus back to it when it closes.
    expect(link).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(followed).toBe(false);
  });

  it('leaves a click with a modifier key to the browser (a new tab or window)', () => {
    const { link, onOpen } = renderOpener();
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
      followed = undefined;
      fireEvent.click(link, { [modifier]: true });
      expect(followed, modifier).toBe(true);
    }
    expect(onOpen).not.toHaveBeenCalled();
  });
});
