import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Only responsive copies, named `<name>-<width>.<avif|webp>`, may stand where photos were. */
const VARIANT = /-\d+\.(?:avif|webp)$/;

/**
 * The phone-photo site's uploaded photos as deployed: every file a responsive copy (no camera
 * original), each within the per-photo byte budget. Returns what is wrong, one line each.
 */
export async function checkPhonePhotoFiles(dist: string, maxBytes: number): Promise<string[]> {
  const uploads = path.join(dist, 'assets', 'uploads');
  const entries = await readdir(uploads, { withFileTypes: true, recursive: true }).catch(() => {
    throw new Error(`${uploads} is missing: run \`npm run build:phone-photos\` first.`);
  });
  const problems: string[] = [];
  let copies = 0;
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(dist, file);
    if (!VARIANT.test(entry.name)) {
      problems.push(`${name}: an original photo was deployed`);
      continue;
    }
    copies += 1;
    const { size } = await stat(file);
    if (size > maxBytes) problems.push(`${name}: ${size} bytes > ${maxBytes}`);
  }
  if (copies === 0) problems.push(`${uploads} holds no photo copies`);
  return problems;
}
