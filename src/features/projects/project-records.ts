import { checkProjectRecord, type Project } from './project-schema';

export { projectRecordsFromDataFile } from './data-file';

/** One thing wrong with one record, precise enough to find and fix it in the file. */
export type RecordProblem = {
  /** Position of the record in its source (array index, or document order). */
  index: number;
  /** The record's id when it has a readable one. */
  id: string | undefined;
  /** Dotted path to the field, e.g. `images.2.url`; empty for the record itself. */
  field: string;
  message: string;
};

export type ParsedProjects = {
  /** Valid projects in list order: ascending `sort`, ties kept in source order. */
  projects: Project[];
  problems: RecordProblem[];
};

/**
 * Validates untrusted records one by one. A bad record is reported and left out;
 * it never takes the good ones down with it.
 */
export function parseProjectRecords(records: readonly unknown[]): ParsedProjects {
  const projects: Project[] = [];
  const problems: RecordProblem[] = [];
  const seen = new Set<string>();

  records.forEach((record, index) => {
    const id = readableId(record);
    const result = checkProjectRecord(record);
    if (!result.ok) {
      for (const issue of result.issues) {
        problems.push({ index, id, field: issue.path.join('.'), message: issue.message });
      }
      return;
    }
    const { project } = result;
    if (seen.has(project.id)) {
      problems.push({ index, id, field: 'id', message: 'duplicates an earlier record' });
      return;
    }
    seen.add(project.id);
    projects.push(project);
  });

  return { projects: sortProjects(projects), problems };
}

export function sortProjects(projects: readonly Project[]): Project[] {
  // Array.prototype.sort is stable, so equal `sort` values keep source order.
  return [...projects].sort((a, b) => a.sort - b.sort);
}

export function formatProblem(problem: RecordProblem): string {
  const who = problem.id ? `"${problem.id}"` : '(no id)';
  const where = problem.field ? `field "${problem.field}"` : 'record';
  return `record #${problem.index} ${who}: ${where} ${problem.message}`;
}

function readableId(record: unknown): string | undefined {
  if (typeof record === 'object' && record !== null && 'id' in record) {
    const { id } = record;
    if (typeof id === 'string' && id.length > 0) return id.slice(0, 100);
  }
  return undefined;
}
