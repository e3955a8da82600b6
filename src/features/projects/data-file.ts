/** The company's data file: its URL, and its path under public/ and dist/ (tooling/paths.ts). */
export const DATA_FILE_URL = '/assets/Data/data.json';

/**
 * Where the build writes each page's data, derived from the data file (page-data.ts); a
 * project's is `projects/{id}.json` there.
 */
export const PAGE_DATA_DIR = '/assets/Data/pages';

/** The top level of data.json: `{ "projects": [...] }`. Kept apart from the schema. */
export function projectRecordsFromDataFile(file: unknown): unknown[] {
  if (typeof file === 'object' && file !== null && 'projects' in file) {
    const { projects } = file;
    if (Array.isArray(projects)) return projects;
  }
  throw new Error('The data file must be a JSON object with a "projects" array.');
}

/**
 * The data file's text, as add-project and pull write it: the shipped layout (2 spaces, final
 * newline), so every record that did not change keeps its exact text and a diff shows only
 * the records that did.
 */
export function formatDataFile(data: Record<string, unknown> & { projects: unknown[] }): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
