import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RecordProblem } from '../src/features/projects/project-records';
import type { Project } from '../src/features/projects/project-schema';
import { localPhotoPath } from '../src/lib/responsive-image';
import { imagePhotos, PHOTO_FORMAT_HINT } from '../tooling/record-photos';

/**
 * A Firestore record must never point at a photo the site does not serve: every root-relative
 * image URL (`url` and `before_url`) must name a photo file (JPEG, PNG, WebP or AVIF) that
 * exists in the public folder, where the build makes its responsive copies. https URLs are
 * served as given.
 */
export async function missingPhotos(
  projects: readonly Project[],
  publicDir: string,
  indexOf: (id: string) => number,
): Promise<RecordProblem[]> {
  const problems: RecordProblem[] = [];
  for (const project of projects) {
    for (const [position, image] of project.images.entries()) {
      for (const { field, url } of imagePhotos(image)) {
        if (!url.startsWith('/')) continue;
        const file = localPhotoPath(url);
        const message =
          file === undefined
            ? `is not a photo file: ${PHOTO_FORMAT_HINT}`
            : (await isFile(path.join(publicDir, file)))
              ? undefined
              : `names a photo that does not exist: no file ${path.join(path.basename(publicDir), file)}`;
        if (message) {
          problems.push({
            index: indexOf(project.id),
            id: project.id,
            field: `images.${position}.${field}`,
            message: `${url} ${message}`,
          });
        }
      }
    }
  }
  return problems;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}
