import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_COPY_NAME, ZOOM_WIDTH } from '../../src/lib/responsive-image';

/**
 * Bytes per file: `page` for the copies pages offer (every visitor downloads them), `zoom` for
 * a zoom copy, fetched only when a visitor zooms into that one photo in the viewer.
 */
type PhotoByteBudgets = { page: number; zoom: number };

/**
 * The phone-photo site's uploaded photos as deployed: every file a responsive copy (no camera
 * original), each within its byte budget. Returns what is wrong, one line each.
 */
export async function checkPhonePhotoFiles(
  dist: string,
  budgets: PhotoByteBudgets,
): Promise<string[]> {
  const uploads = path.join(dist, 'assets', 'uploads');
  const entries = await readdir(uploads, { withFileTypes: true, recursive: true }).catch(() => {
    throw new Error(`${uploads} is missing: run \`npm run build:phone-photos\` first.`);
  });
  const problems: string[] = [];
  let copies = 0;
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(dist, file);
    const copy = PHOTO_COPY_NAME.exec(entry.name);
    if (!copy) {
      problems.push(`${name}: an original photo was deployed`);
      continue;
    }
    copies += 1;
    const { size } = await stat(file);
    const maxBytes = Number(copy[2]) === ZOOM_WIDTH ? budgets.zoom : budgets.page;
    if (size > maxBytes) problems.push(`${name}: ${size} bytes > ${maxBytes}`);
  }
  if (copies === 0) problems.push(`${uploads} holds no photo copies`);
  return problems;
}
