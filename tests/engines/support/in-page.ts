/**
 * Functions the smoke runs inside the page, in any engine. Each is sent as its source text,
 * so it must stand alone: no imports, nothing from the module around it.
 */

type RecordedWindow = Window & { __engineSmokeErrors?: string[] };

/**
 * Records what a visitor's console would show as an error: uncaught exceptions, unhandled
 * rejections, console.error, a resource that failed to load, a Content-Security-Policy
 * violation. Installing it twice in one document is harmless.
 */
export function recordPageErrors(): void {
  const page = window as RecordedWindow;
  if (page.__engineSmokeErrors) return;
  const errors: string[] = [];
  page.__engineSmokeErrors = errors;
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      // Firefox fails the modulepreload that Vite's loader adds for the already running entry
      // chunk, with no request failing and nothing in the console: not a visitor's problem. A
      // chunk that really fails to load fails its import() and the page that needs it.
      if (target instanceof HTMLLinkElement && target.rel === 'modulepreload') return;
      if (target instanceof HTMLElement) {
        const source = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
        const rel = target.getAttribute('rel');
        const element = `<${target.tagName.toLowerCase()}${rel ? ` rel=${rel}` : ''}>`;
        errors.push(`failed to load ${element} ${source} (on ${location.pathname})`);
      } else {
        errors.push(`uncaught ${event.message} (${event.filename}:${event.lineno})`);
      }
    },
    // Resource errors do not bubble; only a capturing listener on window sees them.
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    errors.push(`unhandled rejection: ${String(event.reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    errors.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
}

export function recordedPageErrors(): string[] {
  return [...((window as RecordedWindow).__engineSmokeErrors ?? ['the error recorder is missing'])];
}

/**
 * The first element matching `css` whose text starts with `text` (trimmed), or null. A
 * returned element comes back to the driver as a reference it can click.
 */
export function findElement(css: string, text: string | null): Element | null {
  for (const element of document.querySelectorAll(css)) {
    if (text === null || (element.textContent ?? '').trim().startsWith(text)) return element;
  }
  return null;
}

/**
 * Every photo with a box inside the viewport, once decoded: its address and natural width.
 * A photo that cannot be decoded has width 0 and says why.
 */
export async function decodeVisiblePhotos(): Promise<{ src: string; width: number }[]> {
  const visible = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth
    );
  });
  return Promise.all(
    visible.map(async (image) => {
      const src = image.currentSrc || image.src;
      try {
        await image.decode();
        return { src, width: image.naturalWidth };
      } catch (error) {
        return { src: `${src} (${String(error)})`, width: 0 };
      }
    }),
  );
}
