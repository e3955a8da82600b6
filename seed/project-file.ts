import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  formatProblem,
  parseProjectRecords,
  projectRecordsFromDataFile,
  type RecordProblem,
} from '../src/features/projects/project-records';
import type { Project } from '../src/features/projects/project-schema';
import type { Output } from './command';
import { MAX_DOCUMENT_BYTES, documentBytes, toDocumentData } from './documents';
import { fillPhotoSizes } from '../tooling/photo-measurements';
import { missingPhotos } from './photos';

/** The data file's top level: `{ "projects": [...] }` and whatever else it holds. */
type DataFile = Record<string, unknown> & { projects: unknown[] };

type LoadedFile = {
  data: DataFile;
  /** The file's text as read, to leave it byte for byte when nothing changes. */
  text: string;
  /** The valid records; with a public folder, each local photo's measured size filled in. */
  projects: Project[];
  problems: RecordProblem[];
};

/**
 * Reads and checks a data file: every record against the app's schema and Firestore's
 * document limit, and (with `publicDir`) every local photo against the public folder. With
 * `publicDir`, the projects come with their photos' sizes filled in (tooling/photo-measurements.ts).
 */
async function loadProjects(
  file: string,
  publicDir: string | undefined,
): Promise<LoadedFile | { error: string }> {
  let text: string;
  let data: DataFile;
  try {
    text = await readFile(file, 'utf8');
    const parsed: unknown = JSON.parse(text);
    const projects = projectRecordsFromDataFile(parsed);
    data = { ...(parsed as Record<string, unknown>), projects };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const records = data.projects;
  const { projects, problems } = parseProjectRecords(records);
  const indexOf = (id: string) => records.findIndex((record) => hasId(record, id));
  // The app's schema cannot know Firestore's per-document limit; check it here too.
  projects.forEach((project) => {
    const bytes = documentBytes(toDocumentData(project));
    if (bytes > MAX_DOCUMENT_BYTES) {
      problems.push({
        index: indexOf(project.id),
        id: project.id,
        field: '',
        message: `is ${bytes} bytes, over Firestore's 1 MiB document limit`,
      });
    }
  });
  if (publicDir === undefined) return { data, text, projects, problems };
  problems.push(...(await missingPhotos(projects, publicDir, indexOf)));
  // Firestore holds what the build checks and prerenders: each local photo's size included.
  const filled = await fillPhotoSizes(projects, publicDir);
  return { data, text, projects: filled.data, problems };
}

/**
 * Loads the file and prints why it cannot be used, if it cannot: the whole file is checked
 * before anything connects, so a bad file writes nothing. Photos are checked when
 * `publicDir` is given.
 */
export async function loadCheckedProjects(
  file: string,
  publicDir: string | undefined,
  verb: string,
  output: Output,
): Promise<LoadedFile | undefined> {
  const loaded = await loadProjects(file, publicDir);
  const name = shownPath(file);
  if ('error' in loaded) {
    output.err(`Cannot ${verb} ${name}: ${loaded.error}`);
    return undefined;
  }
  if (loaded.problems.length > 0) {
    const count = loaded.problems.length;
    output.err(`${name} has ${count} problem${count === 1 ? '' : 's'}; nothing was written.`);
    for (const problem of loaded.problems) output.err(`  ${formatProblem(problem)}`);
    return undefined;
  }
  output.out(`Read ${loaded.projects.length} projects from ${name}.`);
  return loaded;
}

export function shownPath(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

function hasId(record: unknown, id: string): boolean {
  return typeof record === 'object' && record !== null && 'id' in record && record.id === id;
}
