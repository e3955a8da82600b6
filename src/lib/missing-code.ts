/**
 * Code that would not load: a lazy page's, the photo viewer's, or any module Vite imports on
 * demand. After a release, a tab older than what the site keeps asks for files the site no
 * longer has (Hosting answers 404): the page then reloads once, at the address the visitor
 * was going to, which the new release serves. Never twice in a row: a second failure soon
 * after a reload is the caller's to show (the route's error page, the viewer's Try again), and
 * so is a failure while the files are still there (a connection that dropped), where a reload
 * would only bring the browser's offline page.
 */

/** sessionStorage: when this tab last reloaded for missing code. */
const RELOADED_AT = 'reloaded-for-missing-code';
/** A failure this soon after such a reload does not reload again: the new page's code is gone too. */
export const RELOAD_GUARD_MS = 30_000;

/** What the decision needs from the browser (a test passes its own). */
export type Browser = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  /** Where to look when the error names no file: this module's own chunk, of the same release. */
  ownUrl: string;
};

/** The address a navigation under way is going to, if any (`reloadGoesTo`). */
let destination: () => string | undefined = () => undefined;

/**
 * Names where a reload goes while a navigation is under way: the router keeps the address
 * it leaves until the next page's code has come, and the visitor was going elsewhere.
 */
export function reloadGoesTo(goingTo: () => string | undefined): void {
  destination = goingTo;
}

const browser = (): Browser => ({
  fetch: (url, init) => window.fetch(url, init),
  reload: () => {
    const to = destination();
    if (to === undefined) window.location.reload();
    else window.location.assign(to);
  },
  storage: window.sessionStorage,
  now: () => Date.now(),
  ownUrl: import.meta.url,
});

/**
 * What became of a failed load: the page is reloading for it; its file is gone but this tab
 * has just reloaded for missing code (so it does not again); or its file is still there, or
 * the site is out of reach (a connection that dropped).
 */
type MissingCodeOutcome = 'reloading' | 'gone' | 'not-gone';

/** A load whose file the site no longer has, after this tab has already reloaded once for it. */
export class CodeGone extends Error {
  override name = 'CodeGone';
}

let reloading = false;
let deciding: Promise<MissingCodeOutcome> | undefined;

/**
 * Reloads the page when the code behind `error` is gone from the site and this tab has not just
 * reloaded for it. Failures at the same moment share one decision.
 */
export function reloadForMissingCode(
  error: unknown,
  using: Browser = browser(),
): Promise<MissingCodeOutcome> {
  if (reloading) return Promise.resolve('reloading');
  deciding ??= isGone(failedFile(error) ?? using.ownUrl, using).then((gone) => {
    deciding = undefined;
    if (!gone) return 'not-gone';
    if (!mayReload(using)) return 'gone';
    reloading = true;
    using.reload();
    return 'reloading';
  });
  return deciding;
}

/**
 * For a failed import's `catch`: waits for the reload when there is one (a promise that never
 * settles, so the page shows what it showed until it goes); throws CodeGone when the file is
 * gone and the tab has just reloaded for it, and the error itself otherwise.
 */
export async function reloadOrRethrow(error: unknown): Promise<never> {
  const outcome = await reloadForMissingCode(error);
  if (outcome === 'reloading') return new Promise<never>(() => {});
  if (outcome === 'gone')
    throw new CodeGone('The code this page needs is gone from the site.', { cause: error });
  throw error;
}

/**
 * Vite's own hook for a failed dynamic import or its preloads (`vite:preloadError`): every
 * module loaded on demand, not only those whose loaders call the above. The error still
 * reaches the importer, which shows what it shows until the page goes.
 */
export function reloadWhenCodeGoes(): void {
  window.addEventListener('vite:preloadError', (event) => {
    void reloadForMissingCode((event as Event & { payload?: unknown }).payload);
  });
}

/** Whether the site answers 404 for the file: it is gone, not merely out of reach. */
async function isGone(url: string, { fetch }: Browser): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}

/** Not within RELOAD_GUARD_MS of the last reload for missing code; noting this one. */
function mayReload({ storage, now }: Browser): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT));
    if (last > 0 && now() - last >= 0 && now() - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOADED_AT, String(now()));
    return true;
  } catch {
    // Without storage a reload could not know it had happened: never risk a loop.
    return false;
  }
}

/**
 * The file a failed import names: Chromium and Firefox put the module's address in the message
 * ("Failed to fetch dynamically imported module: https://…/assets/x.js"), Vite the
 * stylesheet's ("Unable to preload CSS for /assets/x.css"); Safari names none.
 */
function failedFile(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const match = /(?:https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)\.(?:js|css)\b/.exec(cause.message);
    if (match) return match[0];
  }
  return undefined;
}
