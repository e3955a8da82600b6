import { parseProjectRecords } from '../src/features/projects/project-records';
import type { Project } from '../src/features/projects/project-schema';

/** A Firestore document's fields as plain data. */
export type DocumentData = Record<string, unknown>;

/** Firestore's limit on one document (1 MiB), less a margin for its name and indexes. */
export const MAX_DOCUMENT_BYTES = 1_000_000;

/**
 * The document written for a project: the validated record, so Firestore holds
 * exactly what the site would accept (defaults filled in, unknown fields dropped).
 * Firestore cannot store `undefined`, so absent optional fields stay absent.
 */
export function toDocumentData(project: Project): DocumentData {
  return withoutUndefined(project) as DocumentData;
}

/**
 * What the site would show for a stored document, when the document is a valid record with
 * no field the schema does not know: then a document that only lacks defaults (say, made in
 * the console without `pending_sale`) or has stray spaces still equals its record in the file.
 * A field the schema drops is never ignored: it could be a console edit the file would lose.
 */
export function siteView(stored: DocumentData, id: string): DocumentData | undefined {
  // The site takes a project's id from its document's id, as here.
  const {
    projects: [project],
  } = parseProjectRecords([{ ...stored, id }]);
  if (!project) return undefined;
  const view = toDocumentData(project);
  return unknownFields({ ...stored, id }, view).length === 0 ? view : undefined;
}

/** Dotted paths of fields in `stored` that `view` (its parsed record) does not have. */
export function unknownFields(stored: unknown, view: unknown, path = ''): string[] {
  if (Array.isArray(stored) && Array.isArray(view)) {
    return stored.flatMap((item, index) =>
      unknownFields(item, view[index], path ? `${path}.${index}` : String(index)),
    );
  }
  if (isRecord(stored) && isRecord(view)) {
    return Object.keys(stored).flatMap((key) => {
      const inner = path ? `${path}.${key}` : key;
      return key in view ? unknownFields(stored[key], view[key], inner) : [inner];
    });
  }
  return [];
}

/** A generous estimate of a document's stored size, for Firestore's limits. */
export function documentBytes(data: DocumentData): number {
  return Buffer.byteLength(JSON.stringify(data), 'utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, withoutUndefined(inner)]),
    );
  }
  return value;
}
