/**
 * The photo files a record names, as the build (build/photos/), add-project and the seed
 * command (seed/photos.ts) all read them.
 */
import type { ProjectImage } from '../src/features/projects/project-schema';

export const PHOTO_FORMAT_HINT =
  'the site serves JPEG, PNG, WebP and AVIF photos (export HEIC photos from the phone as JPEG)';

/** The photos one image entry names: the photo itself and, when given, the view before the work. */
export function imagePhotos(
  image: Pick<ProjectImage, 'url' | 'before_url'>,
): { field: 'url' | 'before_url'; url: string }[] {
  const photos: { field: 'url' | 'before_url'; url: string }[] = [{ field: 'url', url: image.url }];
  if (image.before_url !== undefined) photos.push({ field: 'before_url', url: image.before_url });
  return photos;
}
