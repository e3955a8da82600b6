/**
 * Which files the build must turn into responsive copies, decided from the data file alone
 * (no disk, no decoding), and what in it cannot work. Pure, so every refusal is unit-tested.
 */
import type { Project } from '../../src/features/projects/project-schema';
import { localPhotoPath, PHOTO_WIDTHS, variantPath } from '../../src/lib/responsive-image';
import { imagePhotos, PHOTO_FORMAT_HINT } from '../../tooling/record-photos';

export type PlannedPhoto = {
  /** The URL as records write it. */
  url: string;
  /** The file under the public folder, decoded (`My House/IMG 1.JPG`). */
  path: string;
  /** Ids of the projects that show it. */
  usedBy: string[];
};

/** One photo the build cannot deliver: which record, which URL, and why. */
export type PhotoProblem = { id: string; url: string; message: string };

type PhotoPlan = { photos: PlannedPhoto[]; problems: PhotoProblem[] };

export function planPhotos(projects: readonly Project[]): PhotoPlan {
  const byPath = new Map<string, PlannedPhoto>();
  const problems: PhotoProblem[] = [];
  for (const project of projects) {
    for (const { url } of project.images.flatMap(imagePhotos)) {
      if (!url.startsWith('/')) continue; // https photos are served as given
      const path = localPhotoPath(url);
      if (path === undefined) {
        problems.push({
          id: project.id,
          url,
          message: `is not a photo file: ${PHOTO_FORMAT_HINT}`,
        });
        continue;
      }
      const planned = byPath.get(path) ?? { url, path, usedBy: [] };
      if (!planned.usedBy.includes(project.id)) planned.usedBy.push(project.id);
      byPath.set(path, planned);
    }
  }
  const photos = [...byPath.values()];
  problems.push(...variantClashes(photos));
  return { photos, problems };
}

/** `kitchen.jpg` and `kitchen.png` in one folder would both become `kitchen-480.avif`. */
function variantClashes(photos: readonly PlannedPhoto[]): PhotoProblem[] {
  const owner = new Map<string, PlannedPhoto>();
  const problems: PhotoProblem[] = [];
  for (const photo of photos) {
    // Copies differ only in width and format: the first one's name stands for all.
    const key = variantPath(photo.path, PHOTO_WIDTHS[0], 'avif').toLowerCase();
    const other = owner.get(key);
    if (other) {
      problems.push({
        id: photo.usedBy[0] ?? '',
        url: photo.url,
        message: `would share its responsive copies with ${other.url}: rename one of the two files`,
      });
    } else {
      owner.set(key, photo);
    }
  }
  return problems;
}

export function formatPhotoProblem({ id, url, message }: PhotoProblem): string {
  return `project "${id}": image ${url} ${message}`;
}
