// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintFirstEntry, startEntryAfterPaint } from '../paint-first-entry';

const BUILT = `<html><head></head><body><div id="root"></div>
<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></body></html>`;

describe('paintFirstEntry', () => {
  it('hands the entry module to the deferred paint-first script', () => {
    const html = paintFirstEntry(BUILT, '/assets/paint-first-XyZ.js');
    expect(html).toContain(
      '<script defer src="/assets/paint-first-XyZ.js" data-entry="/assets/index-AbCd1234.js"></script>',
    );
    expect(html).not.toContain('type="module"');
  });

  it('refuses a page without a built entry module', () => {
    expect(() => paintFirstEntry('<html><body></body></html>', '/p.js')).toThrow(
      /no built entry module/,
    );
  });
});

describe('startEntryAfterPaint', () => {
  let paintObserver:
    ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let observed: unknown;
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: never, observer: FakePaintObserver) => void) {
      paintObserver = (list) => callback(list as never, this);
    }
    observe(options: unknown) {
      observed = options;
    }
    disconnect() {
      paintObserver = undefined;
    }
  }
  const painted = (name: string) =>
    paintObserver?.({ getEntriesByName: (n) => (n === name ? [{}] : []) });

  const run = ({ visibility = 'visible', prerendered = true } = {}) => {
    document.body.innerHTML = `<div id="root">${prerendered ? '<main>page</main>' : ''}</div>`;
    const loader = document.createElement('script');
    loader.setAttribute('data-entry', '/assets/index-AbCd1234.js');
    Object.defineProperty(document, 'currentScript', { value: loader, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
    startEntryAfterPaint();
  };
  const entries = () => [...document.querySelectorAll('script[type="module"]')];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    paintObserver = undefined;
    observed = undefined;
  });

  it('adds the module once the browser reports the first contentful paint, once', () => {
    run();
    // Buffered: a paint before this deferred script ran counts.
    expect(observed).toEqual({ type: 'paint', buffered: true });
    painted('first-paint');
    expect(entries()).toHaveLength(0);
    painted('first-contentful-paint');
    expect(entries().map((script) => script.getAttribute('src'))).toEqual([
      '/assets/index-AbCd1234.js',
    ]);
    vi.advanceTimersByTime(1000);
    expect(entries()).toHaveLength(1);
  });

  it('adds it after a second if no contentful paint is reported', () => {
    run();
    vi.advanceTimersByTime(999);
    expect(entries()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entries()).toHaveLength(1);
  });

  it('starts at once in a hidden tab, or on the app shell, which have nothing to paint', () => {
    run({ visibility: 'hidden' });
    expect(entries()).toHaveLength(1);
    run({ prerendered: false });
    expect(entries()).toHaveLength(1);
  });

  it('starts at once in a browser without paint timing', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class extends FakePaintObserver {
        static override supportedEntryTypes = ['navigation'];
      },
    );
    run();
    expect(entries()).toHaveLength(1);
  });

  it('still starts after a second where observing paint fails', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class extends FakePaintObserver {
        override observe(): void {
          throw new TypeError('observe() needs entryTypes');
        }
      },
    );
    run();
    vi.advanceTimersByTime(1000);
    expect(entries()).toHaveLength(1);
  });

  it("listens for clicks on #root, so that iOS sends a tap's click before the app does", () => {
    const listen = vi.spyOn(HTMLElement.prototype, 'addEventListener');
    run();
    const onRoot = listen.mock.contexts.filter(
      (element, call) =>
        (element as Element).id === 'root' && listen.mock.calls[call]?.[0] === 'click',
    );
    expect(onRoot).toHaveLength(1);
    listen.mockRestore();
  });
});
