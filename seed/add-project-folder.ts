/**
 * What a project folder holds, read from disk without judging it: the plan decides what is
 * a photo, what is wrong and what is skipped.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type ProjectFolder = {
  /** The folder's own name: the default id. */
  name: string;
  /** project.json's text, or undefined when there is none. */
  facts: string | undefined;
  /** Files at the top level, by name. */
  files: string[];
  /** Files in each subfolder, by subfolder name (one level deep). */
  folders: Record<string, string[]>;
};

export async function readProjectFolder(folder: string): Promise<ProjectFolder> {
  const entries = await readdir(folder, { withFileTypes: true });
  const files: string[] = [];
  const folders: Record<string, string[]> = {};
  for (const entry of entries) {
    if (entry.isDirectory()) {
      const inner = await readdir(path.join(folder, entry.name), { withFileTypes: true });
      folders[entry.name] = inner.filter((item) => item.isFile()).map((item) => item.name);
    } else if (entry.isFile()) {
      files.push(entry.name);
    }
  }
  const facts = files.includes('project.json')
    ? await readFile(path.join(folder, 'project.json'), 'utf8')
    : undefined;
  return { name: path.basename(path.resolve(folder)), facts, files, folders };
}
