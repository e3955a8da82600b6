import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAfterHydration } from '../../../components/use-hydrated';
import { KEEP_SCROLL } from '../../../lib/keep-scroll';
import { photoIndexFromId, type ProjectPhoto } from '../project-photos';

/** The query parameter that names the photo open in the viewer: `?photo=kitchen-2`. */
const PHOTO_PARAM = 'photo';

/** History state of the entry the viewer pushed: closing goes back to the page under it. */
const VIEWER_STATE = { ...KEEP_SCROLL, photoViewer: true } as const;
const pushedByViewer = (state: unknown) =>
  (state as Partial<typeof VIEWER_STATE> | null)?.photoViewer === true;

/**
 * The photo viewer's state lives in the URL, so a visitor can share the exact photo and the
 * browser's Back button closes the viewer:
 *  - opening pushes `?photo=<id>` over the page (one history entry however many photos are
 *    then viewed: moving to another photo replaces it);
 *  - each opener links to the URL opening it gives (`href`), so a link works before the app
 *    does, and in a new tab;
 *  - a shared link is given the same history: the page's own URL under the photo's, so Back
 *    closes the viewer rather than leaving the site;
 *  - a link followed on this page before the app had started already has that history: its
 *    entry becomes the viewer's as it is (`openedOnThisPage`), so the Back after the one that
 *    closes the viewer leaves the page;
 *  - closing goes back to the page's entry;
 *  - a value that names no photo of this project is ignored: the page shows, the viewer not.
 * None of it moves the page's scroll position.
 */
export function usePhotoViewer(photos: readonly ProjectPhoto[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const index = photoIndexFromId(photos, params.get(PHOTO_PARAM));
  const pushed = pushedByViewer(location.state);

  // Once per visit (a ref, so React's development double effects do not push twice).
  const landingHandled = useRef(false);
  const { pathname } = location;
  useEffect(() => {
    if (index === undefined || pushed || landingHandled.current) return;
    landingHandled.current = true;
    if (openedOnThisPage(pathname)) {
      setParams(params, { replace: true, state: VIEWER_STATE });
      return;
    }
    setParams(withPhotoId(params, undefined), { replace: true, state: KEEP_SCROLL });
    setParams(params, { state: VIEWER_STATE });
  }, [index, pushed, params, setParams, pathname]);

  // The parameters a link keeps besides `photo`, as opening does. The prerender knows none, so
  // the built links have none until the page has hydrated.
  const keptQuery = useAfterHydration(withPhotoId(params, undefined).toString(), '');
  const href = useCallback(
    (id: string) => `${pathname}?${withPhotoId(new URLSearchParams(keptQuery), id).toString()}`,
    [pathname, keptQuery],
  );

  return {
    /** The open photo's position in `photos`, or undefined when the viewer is closed. */
    index,
    open: (photoIndex: number) => {
      const id = photos[photoIndex]?.id;
      // No photo there: nothing opens.
      if (id === undefined) return;
      setParams(withPhotoId(params, id), { replace: index !== undefined, state: VIEWER_STATE });
    },
    /** The URL that opens photo `id`: the page's with `?photo=<id>` (the same function while
     * the page's other parameters stay). */
    href,
    show: (photoIndex: number) =>
      setParams(withPhotoId(params, photos[photoIndex]?.id), {
        replace: true,
        state: VIEWER_STATE,
      }),
    close: () => {
      if (pushed) void navigate(-1);
      else setParams(withPhotoId(params, undefined), { replace: true, state: KEEP_SCROLL });
    },
  };
}

/**
 * Whether this document was loaded by following a photo's link on this same page (a tap before
 * the app had started: the browser follows it), so the entry under it is the page's own. The
 * link's load sends the page it left as its referrer (same origin: the whole URL, under the
 * host's Referrer-Policy). A link opened in a new tab sends it too, but has nothing under it:
 * one entry in the tab's history. A reload keeps both the referrer and the entries under it, so
 * the answer stays true of the history it reloads in.
 */
function openedOnThisPage(pathname: string): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  const from = new URL(document.referrer);
  // Left from this page showing a photo (a shared link landed there, and another photo was
  // tapped before the app started): the entry under it opens that photo, not the page, so this
  // landing puts the page under its own photo as a shared link's does.
  return (
    from.origin === window.location.origin &&
    from.pathname === pathname &&
    !from.searchParams.has(PHOTO_PARAM)
  );
}

/** The query with `photo` set to `id`, or without it; any other parameter kept. */
function withPhotoId(params: URLSearchParams, id: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === undefined) next.delete(PHOTO_PARAM);
  else next.set(PHOTO_PARAM, id);
  return next;
}
