import type { HydrationState } from 'react-router-dom';

/**
 * The element a prerendered page carries its routes' data in: the loaders' answers the
 * prerender rendered it with, which the browser hydrates with (React Router's `hydrationData`).
 * A JSON data block, never run, so the Content-Security-Policy needs no inline script for it.
 */
export const ROUTE_DATA_ELEMENT_ID = 'route-data';

/** Attribute on #root naming the path a page was prerendered for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/** What a page carries: each route's loader data by route id (the page names). */
type RouteData = Required<Pick<HydrationState, 'loaderData'>>;

/** JSON for the data block's `<script type="application/json">`; `<` escaped so it cannot close the tag. */
export function serializeRouteData(loaderData: RouteData['loaderData']): string {
  return JSON.stringify({ loaderData } satisfies RouteData).replace(/</g, '\\u003c');
}

/**
 * The routes' data a prerendered page was built with. The build checked it (JSON mode takes it
 * as it is, and Firestore mode checks the page against Firestore once hydrated), so only its
 * shape is checked here. Anything unreadable means none, and the page is rendered afresh.
 */
export function readRouteData(text: string | null | undefined): RouteData | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<RouteData> | null;
    const loaderData = parsed?.loaderData;
    if (typeof loaderData !== 'object' || loaderData === null || Array.isArray(loaderData)) {
      return undefined;
    }
    return { loaderData };
  } catch {
    return undefined;
  }
}

/** Whether the server sent the page prerendered for this very path (not a host's fallback). */
export function isPrerenderedFor(prerenderedPath: string | null, pathname: string): boolean {
  if (prerenderedPath === null) return false;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(prerenderedPath) === trim(pathname);
}
