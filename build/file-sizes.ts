import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ScriptError } from '../tooling/run-main';

/** Firebase Hosting caps a file at 2 GB but bills storage; nothing a page needs is this big. */
const MAX_FILE_BYTES = 1.5 * 1024 * 1024;

/**
 * Stops a build that would deploy a file over 1.5 MB: Hosting bills storage and every visitor's
 * data, and a camera original must never ship. The data file is the exception: it is the
 * company's whole portfolio, served as it is, and grows with it (no page fetches it: each has
 * its own, page-data.ts).
 */
export async function checkFileSizes(dir: string, dataFile: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const large: string[] = [];
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    if (file === path.join(dir, dataFile)) continue;
    const { size } = await stat(file);
    if (size > MAX_FILE_BYTES) {
      large.push(`  ${path.relative(dir, file)}: ${(size / 1024 / 1024).toFixed(1)} MB`);
    }
  }
  if (large.length > 0) {
    throw new ScriptError(
      `files over ${MAX_FILE_BYTES / 1024 / 1024} MB would be deployed (a photo the data file does not name is copied as it is; remove it from public/ or name it in a record):\n${large.join('\n')}`,
    );
  }
}
