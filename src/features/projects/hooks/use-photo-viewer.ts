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
  const sharedLinkHandled = useRef(false);
  useEffect(() => {
    if (index === undefined || pushed || sharedLinkHandled.current) return;
    sharedLinkHandled.current = true;
    setParams(withPhotoId(params, undefined), { replace: true, state: KEEP_SCROLL });
    setParams(params, { state: VIEWER_STATE });
  }, [index, pushed, params, setParams]);

  // The parameters a link keeps besides `photo`, as opening does. The prerender knows none, so
  // the built links have none until the page has hydrated.
  const keptQuery = useAfterHydration(withPhotoId(params, undefined).toString(), '');
  const { pathname } = location;
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

/** The query with `photo` set to `id`, or without it; any other parameter kept. */
function withPhotoId(params: URLSearchParams, id: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === undefined) next.delete(PHOTO_PARAM);
  else next.set(PHOTO_PARAM, id);
  return next;
}
