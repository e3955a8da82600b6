import { useSearchParams, useLocation, useNavigate } from 'react-router-dom';
import { photoIndexFromId, type ProjectPhoto } from '../project-photos';

/** The query parameter that names the photo open in the viewer: `?photo=kitchen-2`. */
const PHOTO_PARAM = 'photo';

/** History state of an entry the viewer pushed, so closing can go back instead of forward. */
type ViewerState = { photoViewer: true };
const pushedByViewer = (state: unknown) => (state as ViewerState | null)?.photoViewer === true;

/**
 * The photo viewer's state lives in the URL, so a visitor can share the exact photo and the
 * browser's Back button closes the viewer:
 *  - opening pushes `?photo=<id>` (one history entry however many photos are then viewed);
 *  - moving to another photo replaces it;
 *  - closing goes back to the entry before opening, or, when the page was opened with the
 *    parameter (a shared link), replaces it with the page's own URL;
 *  - a value that names no photo of this project is ignored: the page shows, the viewer not.
 */
export function usePhotoViewer(photos: readonly ProjectPhoto[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const index = photoIndexFromId(photos, params.get(PHOTO_PARAM));

  const withPhoto = (photoIndex: number | undefined) => {
    const next = new URLSearchParams(params);
    const photo = photoIndex === undefined ? undefined : photos[photoIndex];
    if (photo) next.set(PHOTO_PARAM, photo.id);
    else next.delete(PHOTO_PARAM);
    return next;
  };

  return {
    /** The open photo's position in `photos`, or undefined when the viewer is closed. */
    index,
    open: (photoIndex: number) =>
      setParams(withPhoto(photoIndex), {
        state: { photoViewer: true } satisfies ViewerState,
        preventScrollReset: true,
      }),
    show: (photoIndex: number) =>
      setParams(withPhoto(photoIndex), { replace: true, state: location.state as unknown }),
    close: () => {
      if (pushedByViewer(location.state)) void navigate(-1);
      else setParams(withPhoto(undefined), { replace: true });
    },
  };
}
