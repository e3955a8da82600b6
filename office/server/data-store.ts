/**
 * The data file as the office reads it: afresh on every request, so a hand edit, a pull or
 * another tab's save is seen at once. A record's version is a hash of its JSON, the way the
 * screen's `basedOn` names what it was opened with.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { projectRecordsFromDataFile } from '../../src/features/projects/data-file.ts';
import { parseProjectRecords } from '../../src/features/projects/project-records.ts';
import type { Project } from '../../src/features/projects/project-schema.ts';
import { readDataText } from '../../seed/data-file-problem.ts';
import type { OfficePaths } from './office-paths.ts';

export type DataFile = {
  text: string;
  /** The records as the file holds them, in file order. */
  records: unknown[];
  /** The valid projects in list order (ascending sort). */
  projects: Project[];
  /** Records the site would leave out, named. */
  invalid: string[];
};

export async function readDataFile(paths: OfficePaths): Promise<DataFile | { problem: string }> {
  let text: string;
  try {
    text = await readFile(paths.dataFile, 'utf8');
  } catch {
    return { problem: 'The data file public/assets/Data/data.json is missing from this folder.' };
  }
  return dataFileFromText(text);
}

function dataFileFromText(text: string): DataFile | { problem: string } {
  const read = readDataText(text);
  if ('problem' in read) return read;
  let records: unknown[];
  try {
    records = projectRecordsFromDataFile(read.data);
  } catch {
    return { problem: 'The data file must hold { "projects": [ … ] }: put its first lines back.' };
  }
  const { projects, problems } = parseProjectRecords(records);
  const invalid = [...new Set(problems.map((problem) => problem.id ?? `#${problem.index + 1}`))];
  return { text, records, projects, invalid };
}

/** A record's version: the same JSON, the same version. */
export function versionOf(record: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(record) ?? 'null')
    .digest('hex')
    .slice(0, 20);
}

/** The record with this web address, as the file holds it. */
export function recordOf(data: DataFile, webAddress: string): unknown {
  return data.records.find(
    (record) =>
      typeof record === 'object' &&
      record !== null &&
      (record as { id?: unknown }).id === webAddress,
  );
}

/** The list's order, hashed: a move is refused when it changed since the list was shown. */
export function orderVersionOf(data: DataFile): string {
  return versionOf(data.projects.map((project) => [project.id, project.sort]));
}
