// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from '../held-taps';

/** A prerendered section with a button and a link, and what reached the app's own listener. */
function section() {
  document.body.innerHTML = `
    <main><section><button type="button">Open</button><a href="#elsewhere">Listing</a></section></main>
    <header><button type="button">Menu</button></header>`;
  const main = document.querySelector('main') as HTMLElement;
  const reached: { type: string; target: string; clientX: number }[] = [];
  // Where React listens: the root, below the document.
  const root = document.body;
  for (const type of ['pointerdown', 'click']) {
    root.addEventListener(type, (event) => {
      reached.push({
        type,
        target: (event.target as Element).textContent ?? '',
        clientX: (event as MouseEvent).clientX,
      });
    });
  }
  return { main, reached };
}

const press = (element: Element, clientX = 0) => {
  element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX }));
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX }));
};
function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('holdEarlyTaps', () => {
  it('keeps a press from the app until the section has hydrated, then replays its click', () => {
    vi.useFakeTimers();
    const { main, reached } = section();
    const hydrated = holdEarlyTaps(main);
    press(button('Open'), 40);
    expect(reached).toEqual([]);

    hydrated();
    // After the commit that hydrated the section, not inside it.
    expect(reached).toEqual([]);
    vi.runAllTimers();
    expect(reached).toEqual([{ type: 'click', target: 'Open', clientX: 40 }]);

    // From then on presses go straight through.
    press(button('Open'));
    expect(reached.map(({ type }) => type)).toEqual(['click', 'pointerdown', 'click']);
  });

  it('replays a click at the same spot of its element, where the element is now', () => {
    vi.useFakeTimers();
    const { main, reached } = section();
    const open = button('Open');
    let left = 100;
    vi.spyOn(open, 'getBoundingClientRect').mockImplementation(
      () => ({ left, top: 0, width: 200, height: 100 }) as DOMRect,
    );
    const hydrated = holdEarlyTaps(main);
    press(open, 150);
    // The page scrolled sideways... or the element moved: 50 px into it either way.
    left = 20;
    hydrated();
    vi.runAllTimers();
    expect(reached).toEqual([{ type: 'click', target: 'Open', clientX: 70 }]);
  });

  it('holds nothing outside the section, nor on a link', () => {
    const { main, reached } = section();
    holdEarlyTaps(main);
    press(button('Menu'));
    press(document.querySelector('a') as Element);
    expect(reached.map(({ target }) => target)).toEqual(['Menu', 'Menu', 'Listing', 'Listing']);
  });

  it('stands down, dropping what it held, once it no longer applies (the visitor left)', () => {
    vi.useFakeTimers();
    const { main, reached } = section();
    let left = false;
    holdEarlyTaps(main, () => left);
    press(button('Open'), 10);
    expect(reached).toEqual([]);

    left = true;
    press(button('Open'), 20);
    expect(reached.map(({ type }) => type)).toEqual(['pointerdown', 'click']);
    vi.runAllTimers();
    // The new press goes through; the one held for the page the visitor left is not replayed.
    expect(reached.map(({ clientX }) => clientX)).toEqual([20, 20]);
  });

  it('stops listening once its section has left the page, and replays nothing into it', () => {
    vi.useFakeTimers();
    const { main, reached } = section();
    const removeListener = vi.spyOn(document, 'removeEventListener');
    holdEarlyTaps(main);
    press(button('Open'));
    main.remove();
    press(button('Menu'));
    expect(removeListener.mock.calls.map(([type]) => type)).toEqual([
      'pointerdown',
      'touchstart',
      'click',
    ]);
    vi.runAllTimers();
    expect(reached.map(({ target }) => target)).toEqual(['Menu', 'Menu']);
  });

  it('a press held by an outer gate reaches an inner one only as its replay: one click in all', () => {
    vi.useFakeTimers();
    const { main, reached } = section();
    const pageHydrated = holdEarlyTaps(main);
    const sectionHydrated = holdEarlyTaps(main.querySelector('section') as Element);
    press(button('Open'), 30);

    pageHydrated();
    vi.runAllTimers();
    // The page's replay, held again by the section still waiting for its code.
    expect(reached).toEqual([]);
    sectionHydrated();
    vi.runAllTimers();
    expect(reached).toEqual([{ type: 'click', target: 'Open', clientX: 30 }]);
  });

  it('does not replay a click onto a page that a dialog opened since covers', () => {
    vi.useFakeTimers();
    const { main, reached } = section();
    const hydrated = holdEarlyTaps(main);
    press(button('Open'));
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog" aria-modal="true"><button type="button">Close</button></div>',
    );
    hydrated();
    vi.runAllTimers();
    expect(reached).toEqual([]);
  });
});
