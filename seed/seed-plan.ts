import { parseProjectRecords } from '../src/features/projects/project-records';
import type { Project } from '../src/features/projects/project-schema';
import { fieldChanges, sameValue, type FieldChange } from './field-changes';

/** A Firestore document's fields as plain data. */
export type DocumentData = Record<string, unknown>;

/**
 * Why a document blocks the seed: it was `changed` in Firestore since the seed last wrote it,
 * `created` there (the seed never wrote it, and it differs from the file), or `deleted` there
 * while the file still has it.
 */
export type ConflictReason = 'changed' | 'created' | 'deleted';

export type Conflict = {
  id: string;
  reason: ConflictReason;
  /** What the file would do to the document. */
  action: 'add' | 'update' | 'remove';
  /** Field by field: `from` is Firestore's value, `to` the file's (undefined = absent). */
  changes: FieldChange[];
};

export type SeedPlan = {
  add: { id: string; data: DocumentData }[];
  /** `changes` go from Firestore's value to the file's. */
  update: { id: string; data: DocumentData; changes: FieldChange[] }[];
  unchanged: string[];
  /** Documents whose ids are not in the file; deleted only with `--prune`. */
  extra: string[];
  /** Of `extra`, those the seed never wrote (created in Firestore): `npm run pull` adds them. */
  createdInFirestore: string[];
  /** Deleted with `--prune`. */
  remove: string[];
  /**
   * Documents that equal the file but whose memory is missing or stale (seeded before the
   * seed kept one, or changed in Firestore to what the file says): remembered, not rewritten.
   */
  remember: { id: string; data: DocumentData }[];
  /** Memories of documents that are gone from Firestore and from the file. */
  forget: string[];
  /**
   * Writes that would undo a change made in Firestore. Without `--overwrite` they block the
   * whole run; with it they are in add/update/remove too.
   */
  conflicts: Conflict[];
  prune: boolean;
  overwrite: boolean;
};

export type SeedOptionsForPlan = { prune: boolean; overwrite: boolean };

/** One unit of work on one project; its document and its memory change in the same batch. */
export type SeedWrite =
  | { kind: 'create' | 'update'; id: string; data: DocumentData }
  | { kind: 'delete'; id: string }
  | { kind: 'remember'; id: string; data: DocumentData }
  | { kind: 'forget'; id: string };

/** Firestore's limit on writes in one batch. */
export const MAX_BATCH_WRITES = 500;
/** Below Firestore's 10 MiB request limit, leaving room for field names and framing. */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;
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

/** Whether a stored document says what the file's record says. */
function inSync(stored: DocumentData, data: DocumentData, id: string): boolean {
  if (sameValue(stored, data)) return true;
  const view = siteView(stored, id);
  return view !== undefined && sameValue(view, data);
}

/**
 * Compares the file with Firestore and with what the seed last wrote there (`memory`, one
 * entry per document it wrote or adopted). A document Firestore changed, created or deleted
 * since then is a conflict, never silently overwritten.
 */
export function planSeed(
  projects: readonly Project[],
  existing: ReadonlyMap<string, DocumentData>,
  memory: ReadonlyMap<string, DocumentData>,
  { prune, overwrite }: SeedOptionsForPlan,
): SeedPlan {
  const plan: SeedPlan = {
    add: [],
    update: [],
    unchanged: [],
    extra: [],
    createdInFirestore: [],
    remove: [],
    remember: [],
    forget: [],
    conflicts: [],
    prune,
    overwrite,
  };
  const inFile = new Set<string>();
  for (const project of projects) {
    const { id } = project;
    inFile.add(id);
    const data = toDocumentData(project);
    const stored = existing.get(id);
    const remembered = memory.get(id);
    if (stored === undefined) {
      if (remembered === undefined) {
        plan.add.push({ id, data });
      } else {
        plan.conflicts.push({ id, reason: 'deleted', action: 'add', changes: [] });
        if (overwrite) plan.add.push({ id, data });
      }
    } else if (inSync(stored, data, id)) {
      plan.unchanged.push(id);
      if (remembered === undefined || !sameValue(remembered, stored)) {
        plan.remember.push({ id, data: stored });
      }
    } else {
      const changes = fieldChanges(stored, data);
      if (remembered !== undefined && sameValue(remembered, stored)) {
        plan.update.push({ id, data, changes });
      } else {
        const reason = remembered === undefined ? 'created' : 'changed';
        plan.conflicts.push({ id, reason, action: 'update', changes });
        if (overwrite) plan.update.push({ id, data, changes });
      }
    }
  }

  plan.extra = [...existing.keys()].filter((id) => !inFile.has(id)).sort();
  for (const id of plan.extra) {
    const stored = existing.get(id) ?? {};
    const remembered = memory.get(id);
    const untouched = remembered !== undefined && sameValue(remembered, stored);
    if (remembered === undefined) plan.createdInFirestore.push(id);
    if (!prune) continue;
    if (untouched) {
      plan.remove.push(id);
    } else {
      plan.conflicts.push({
        id,
        reason: remembered === undefined ? 'created' : 'changed',
        action: 'remove',
        changes: remembered === undefined ? [] : fieldChanges(remembered, stored),
      });
      if (overwrite) plan.remove.push(id);
    }
  }
  plan.forget = [...memory.keys()].filter((id) => !inFile.has(id) && !existing.has(id)).sort();
  return plan;
}

/** Whether the plan may be written: no conflict, or `--overwrite` given. */
export function isBlocked(plan: SeedPlan): boolean {
  return plan.conflicts.length > 0 && !plan.overwrite;
}

/** Writes in a fixed order: additions, updates, deletions, then the memory's own upkeep. */
export function writesOf(plan: SeedPlan): SeedWrite[] {
  return [
    ...plan.add.map(({ id, data }) => ({ kind: 'create' as const, id, data })),
    ...plan.update.map(({ id, data }) => ({ kind: 'update' as const, id, data })),
    ...plan.remove.map((id) => ({ kind: 'delete' as const, id })),
    ...plan.remember.map(({ id, data }) => ({ kind: 'remember' as const, id, data })),
    ...plan.forget.map((id) => ({ kind: 'forget' as const, id })),
  ];
}

/** How many Firestore operations a write takes: the document and its memory, or the memory. */
export function operationsOf(write: SeedWrite): number {
  return write.kind === 'remember' || write.kind === 'forget' ? 1 : 2;
}

/** Groups writes into batches that each stay within Firestore's limits. */
export function toBatches(
  writes: readonly SeedWrite[],
  { maxWrites = MAX_BATCH_WRITES, maxBytes = MAX_BATCH_BYTES } = {},
): SeedWrite[][] {
  const batches: SeedWrite[][] = [];
  let current: SeedWrite[] = [];
  let operations = 0;
  let bytes = 0;
  for (const write of writes) {
    const size = writeBytes(write);
    const count = operationsOf(write);
    if (current.length > 0 && (operations + count > maxWrites || bytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      operations = 0;
      bytes = 0;
    }
    current.push(write);
    operations += count;
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** A generous estimate of a document's stored size, for Firestore's limits. */
export function documentBytes(data: DocumentData): number {
  return Buffer.byteLength(JSON.stringify(data), 'utf8');
}

function writeBytes(write: SeedWrite): number {
  if (!('data' in write)) return write.id.length * 2;
  // The document and its memory both carry the data.
  return write.id.length * 2 + documentBytes(write.data) * operationsOf(write);
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
