/**
 * The built pages start their entry module after the first paint: Vite's
 * `<script type="module" src="/assets/index-….js">` becomes a deferred classic script,
 * /assets/paint-first-….js (`startEntryAfterPaint` below, emitted by the build), that adds the
 * module once the prerendered page has painted.
 *
 * Why: on a fast connection the entry arrived while the HTML was still parsing, and its
 * evaluation (React DOM, MUI, the app) ran before the first paint, holding back a page that is
 * already complete HTML, and its cover photo with it (measured in docs/performance.md).
 * Painted first, the page shows as it does without JavaScript, then hydrates; its links work
 * as plain links meanwhile, and index.html notes other clicks for the app to replay.
 *
 * The entry is not preloaded either: a `modulepreload` of it, even at `fetchpriority="low"`,
 * shares the connection with the cover photo, and Lighthouse's default mobile run then put
 * the project page's LCP at 2.25 s against 1.2 s without it (and without JavaScript), 2026-11-24.
 */
import { createHash } from 'node:crypto';
import { minifySync, type Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * index.html with its entry module started by the paint-first script at `scriptPath`; an error
 * if it has none.
 */
export function paintFirstEntry(html: string, scriptPath: string): string {
  const match = ENTRY_SCRIPT.exec(html);
  if (!match) throw new Error('paint-first-entry: index.html has no built entry module script.');
  return html.replace(
    match[0],
    `<script defer src="${scriptPath}" data-entry="${match[1]}"></script>`,
  );
}

/**
 * Runs in the page (its source is the emitted file). It starts the module when the browser
 * reports the first contentful paint (a frame callback is too early: the frame is drawn, but
 * not yet on screen), or after a second at the latest. A page without prerendered content (the
 * app shell) has nothing to paint and a hidden tab paints nothing: those start at once.
 */
export function startEntryAfterPaint(): void {
  const entry = document.currentScript?.getAttribute('data-entry');
  if (!entry) return;
  const root = document.getElementById('root');
  // iOS Safari sends a tap's click only to an element that looks clickable or listens for
  // clicks, itself or an ancestor below the body; the window, where index.html notes clicks
  // until the app starts, does not count. Listening on #root (as React will) makes a tap on,
  // say, a comparison a click there too.
  root?.addEventListener('click', () => {});
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.body.append(script);
  };
  const prerendered = Boolean(root?.firstElementChild);
  if (
    !prerendered ||
    document.visibilityState === 'hidden' ||
    // A browser without paint timing (Safari before 14.1) would wait the whole second.
    !(window.PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')
  ) {
    start();
    return;
  }
  setTimeout(start, 1000);
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // A browser that lists paint timing but not this form of observe() (Chromium 73–76):
    // the timer starts the app.
  }
}

/**
 * The script as the build emits it: minified like the rest of the bundle (every page loads it
 * before anything else), and named by its content under assets/, so it is cached for a year
 * like every other asset and a changed one is a new file.
 */
export function paintFirstScript(): { fileName: string; source: string } {
  const source = minifySync('paint-first.js', `(${startEntryAfterPaint.toString()})();\n`).code;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/paint-first-${hash}.js`, source };
}

export function paintFirst(): Plugin {
  const script = paintFirstScript();
  return {
    name: 'paint-first-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => paintFirstEntry(html, `/${script.fileName}`),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
    },
  };
}
