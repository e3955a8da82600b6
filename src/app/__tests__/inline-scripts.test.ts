// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isProjectListPath, projectPath, routes } from '../../config/routes';
import { requestsFilters } from '../../features/projects/project-filters';
import { replayEarlyClicks } from '../early-clicks';

// Vitest runs from the repository root (jsdom gives this module no file: URL).
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

/** The page template's classic inline scripts: they run before the first paint. */
const inlineScripts = (): string[] =>
  [...read('index.html').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

function inlineScript(containing: string): string {
  const script = inlineScripts().find((body) => body.includes(containing));
  if (!script) throw new Error(`index.html has no inline script with ${containing}`);
  return script;
}

describe("index.html's inline scripts", () => {
  it('are exactly the scripts the Content-Security-Policy allows, by their hashes', () => {
    const scripts = inlineScripts();
    expect(scripts).toHaveLength(3);
    const firebase = JSON.parse(read('firebase.json')) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
    };
    const policies = firebase.hosting.headers
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Content-Security-Policy')
      .map((header) => header.value);
    expect(policies.length).toBeGreaterThan(0);
    // Editing a script (even reformatting it) changes its hash: update firebase.json with it,
    // and drop the old hash, which would allow a script the page no longer has.
    const hashes = scripts.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    for (const policy of policies) {
      const scriptSrc = policy
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.match(/'sha256-[^']+'/g)?.sort()).toEqual([...hashes].sort());
    }
  });
});

describe('the filtered-visit script', () => {
  /** Runs the script at a URL: whether it marked the page. */
  const marks = (pathname: string, search: string) => {
    document.documentElement.removeAttribute('data-filtered-visit');
    new Function('location', inlineScript('data-filtered-visit'))({ pathname, search });
    return document.documentElement.hasAttribute('data-filtered-visit');
  };

  it('marks only a visit to the list with a status or city in its URL', () => {
    expect(marks('/projects', '?status=sold')).toBe(true);
    expect(marks('/projects/', '?city=Carmel')).toBe(true);
    expect(marks('/projects', '?page=2&status=pending')).toBe(true);
    expect(marks('/projects', '')).toBe(false);
    expect(marks('/projects', '?status=')).toBe(false);
    expect(marks('/projects/2417-n-maple-st', '?status=sold')).toBe(false);
    expect(marks('/', '?status=sold')).toBe(false);
  });

  it("agrees with the app, which renders such a visit afresh: the list's path and its filters", () => {
    // The script cannot import routes.ts or the filters' parameters; it is held to them here.
    const paths = [routes.projects, `${routes.projects}/`, routes.home, projectPath({ id: 'x' })];
    const searches = ['?status=sold', '?city=Carmel', '?status=', '?photo=cover', '', '?utm=1'];
    for (const pathname of paths) {
      for (const search of searches) {
        expect(marks(pathname, search), `${pathname}${search}`).toBe(
          isProjectListPath(pathname) && requestsFilters(search),
        );
      }
    }
  });
});

describe("the app-code script: a project page's code after its cover photo", () => {
  /** The frames the page has asked for and not yet drawn. */
  let frames: FrameRequestCallback[] = [];
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(0));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /**
   * A built project page as parsed (its code inert in the template, as page-html.ts writes
   * it), the script run and the page's DOMContentLoaded heard; returns the cover photo, whose
   * decoding the test finishes, and the code the head asks for outside the template. With
   * `parsed: false` the page is still loading until the test calls `finishParsing`.
   */
  function parsedPage(root: string, { withCode = true, parsed = true } = {}) {
    document.head.innerHTML = `<template id="${withCode ? 'app-code' : 'other'}">
      <link rel="modulepreload" crossorigin href="/assets/details.js" />
      <script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/viewer.js" />
    </template>`;
    document.body.innerHTML = `<div id="root">${root}</div>`;
    frames = [];
    // The script's time limit runs on the test's clock, not the host's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.clearAllTimers(); // a page opened before, in the same test, is gone
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let decoded = () => {};
    const cover = document.querySelector('img');
    if (cover) {
      cover.decode = () =>
        new Promise((resolve) => {
          decoded = resolve;
        });
    }
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const onParsed = heldListeners(() => {
      new Function(inlineScript('app-code'))();
    });
    const finishParsing = () => {
      loading.mockReturnValue('interactive');
      onParsed();
    };
    if (parsed) finishParsing();
    const requested = () =>
      [...document.head.querySelectorAll('link, script')].map((element) =>
        [
          element.tagName.toLowerCase(),
          element.getAttribute('rel'),
          element.getAttribute('fetchpriority'),
          element.getAttribute('href') ?? element.getAttribute('src'),
        ]
          .filter(Boolean)
          .join(' '),
      );
    return { cover, decoded: () => decoded(), requested, finishParsing };
  }

  /**
   * Runs `run`, holding the DOMContentLoaded listeners it adds, then or later, off the document
   * (none is left there for the next test); returns what makes them hear it.
   */
  function heldListeners(run: () => void): () => void {
    const listen = vi.spyOn(document, 'addEventListener').mockImplementation(() => {});
    listen.mockClear();
    run();
    expect(listen.mock.calls.map(([type]) => type)).toEqual(['DOMContentLoaded']);
    return () =>
      listen.mock.calls.forEach(([type, listener]) => {
        if (type === 'DOMContentLoaded') (listener as () => void)();
      });
  }

  const CODE = [
    'link modulepreload /assets/details.js',
    'script /assets/index.js',
    'link modulepreload low /assets/viewer.js',
  ];
  const COVER =
    '<picture><img src="/p/main-800.webp" alt="Front" fetchpriority="high" /></picture>';

  it('asks for the code, in its order, only in the frame after the cover has loaded and decoded', async () => {
    const { cover, decoded, requested } = parsedPage(COVER);
    expect(requested()).toEqual([]);
    cover?.dispatchEvent(new Event('load'));
    drawFrame();
    expect(requested()).toEqual([]);
    decoded();
    await Promise.resolve();
    expect(requested()).toEqual([]);
    drawFrame(); // the frame that paints the cover
    expect(requested()).toEqual([]);
    drawFrame();
    expect(requested()).toEqual(CODE);
    expect(document.getElementById('app-code')).toBeNull();
  });

  it('asks 3 s after the script ran when the cover never loads, fails or stops', () => {
    const { requested } = parsedPage(COVER);
    vi.advanceTimersByTime(2999);
    drawFrame();
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(CODE);
  });

  it('asks 3 s after the script ran when the cover loaded but its decoding never ends', () => {
    const { cover, requested } = parsedPage(COVER);
    vi.advanceTimersByTime(2000);
    cover?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    drawFrame();
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual(CODE);
  });

  it('asks once the page is parsed when that takes longer than 3 s', () => {
    // The app takes over the whole page: its code never runs on half of it.
    const { requested, finishParsing } = parsedPage(COVER, { parsed: false });
    vi.advanceTimersByTime(5000);
    expect(requested()).toEqual([]);
    finishParsing();
    expect(requested()).toEqual(CODE);
  });

  it('asks once the cover is decoded in a hidden tab, which draws no frame', async () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const { cover, decoded, requested } = parsedPage(COVER);
    cover?.dispatchEvent(new Event('load'));
    expect(requested()).toEqual([]);
    decoded();
    await Promise.resolve();
    expect(requested()).toEqual(CODE);
  });

  it('asks at once when the cover failed, was stopped, or the page has none', () => {
    const failed = parsedPage(COVER);
    failed.cover?.dispatchEvent(new Event('error'));
    expect(failed.requested()).toEqual(CODE);
    // The visitor pressed Stop while the cover downloaded: only 'abort' fires.
    const stopped = parsedPage(COVER);
    expect(stopped.requested()).toEqual([]);
    stopped.cover?.dispatchEvent(new Event('abort'));
    expect(stopped.requested()).toEqual(CODE);
    expect(parsedPage('<main>No photo</main>').requested()).toEqual(CODE);
  });

  it('does nothing on a page without the template (the shell, the other pages)', async () => {
    const { cover, decoded, requested } = parsedPage(COVER, { withCode: false });
    cover?.dispatchEvent(new Event('load'));
    decoded();
    await Promise.resolve();
    drawFrame();
    drawFrame();
    expect(requested()).toEqual([]);
  });
});

describe('the early-clicks script and replayEarlyClicks', () => {
  // It listens on the window for the life of the page: run once, as the page does.
  beforeAll(() => {
    new Function(inlineScript('earlyClicks'))();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  /**
   * A prerendered page, freshly loaded (the script notes clicks until the app takes them): a
   * button and a link, and the clicks that reached the app's root.
   */
  function page() {
    window.earlyClicks = [];
    document.body.innerHTML = `<div id="root"><button type="button">Next slide</button>
      <a href="#elsewhere">Listing</a></div>`;
    const reached: { target: string; clientX: number; clientY: number }[] = [];
    document.getElementById('root')?.addEventListener('click', (event) => {
      reached.push({
        target: (event.target as Element).textContent ?? '',
        clientX: event.clientX,
        clientY: event.clientY,
      });
    });
    const [button, link] = [document.querySelector('button'), document.querySelector('a')];
    if (!button || !link) throw new Error('no button or link');
    return { button, link, reached };
  }
  const click = (element: Element, clientX: number, clientY: number) =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX, clientY }));

  it('replays a click from before the app started, at the same spot, after the current task', () => {
    vi.useFakeTimers();
    const { button, reached } = page();
    let top = 100;
    vi.spyOn(button, 'getBoundingClientRect').mockImplementation(
      () => ({ left: 10, top, width: 120, height: 40 }) as DOMRect,
    );
    click(button, 22, 107);
    reached.length = 0; // the click itself found no app listening when it landed
    // The page scrolled 60 px before the app started: the same spot of the button is higher.
    top = 40;
    replayEarlyClicks();
    expect(reached).toEqual([]);
    vi.runAllTimers();
    expect(reached).toEqual([{ target: 'Next slide', clientX: 22, clientY: 47 }]);
  });

  it('leaves links to the browser, and notes nothing once the app has taken the clicks', () => {
    vi.useFakeTimers();
    const { button, link, reached } = page();
    click(link, 1, 1);
    replayEarlyClicks();
    click(button, 2, 2);
    reached.length = 0;
    vi.runAllTimers();
    replayEarlyClicks();
    vi.runAllTimers();
    expect(reached).toEqual([]);
  });
});
