import type { Project } from '../src/features/projects/project-schema';
import { withPhotoSizes, type PhotoSizes } from '../tooling/photo-measurements';
import { documentBytes, siteView, toDocumentData, type DocumentData } from './documents';
import { fieldChanges, sameValue, type FieldChange } from './field-changes';
import { mergeRecord, type FieldMerge } from './merge';

/**
 * Why a document blocks the seed: it was `changed` in Firestore since the seed last wrote it,
 * `created` there (the seed never wrote it, and it differs from the file), or `deleted` there
 * while the file still has it.
 */
export type ConflictReason = 'changed' | 'created' | 'deleted';

/**
 * A write that would undo a change made in Firestore. `pullable` are Firestore's changes that
 * `npm run pull` takes into the file as they are; `clashes` need someone to decide: the same
 * field changed differently on both sides, a document deleted on one side and edited on the
 * other, or (never seeded) every field in which file and Firestore differ. A conflict with no
 * clash is one `npm run pull` resolves.
 */
export type Conflict = {
  id: string;
  reason: ConflictReason;
  /** What the file would do to the document. */
  action: 'add' | 'update' | 'remove';
  pullable: FieldMerge[];
  clashes: FieldMerge[];
};

export type SeedPlan = {
  add: { id: string; data: DocumentData }[];
  /** `changes` go from Firestore's value to the file's. */
  update: { id: string; data: DocumentData; changes: FieldChange[] }[];
  unchanged: string[];
  /**
   * Documents whose projects left the file, deleted: the seed wrote them and Firestore has not
   * changed them since (or `--overwrite`).
   */
  remove: string[];
  /**
   * Documents that equal the file but whose base is missing or stale (seeded before the seed
   * kept one, or changed in Firestore to what the file says): their base is set, the document
   * is not rewritten.
   */
  setBase: { id: string; data: DocumentData }[];
  /** Bases of documents that are gone from Firestore and from the file. */
  dropBase: string[];
  /**
   * Writes that would undo a change made in Firestore. Without `--overwrite` they block the
   * whole run; with it they are in add/update/remove too.
   */
  conflicts: Conflict[];
  overwrite: boolean;
};

/** One unit of work on one project; its document and its base change in the same batch. */
export type SeedWrite =
  | { kind: 'create' | 'update'; id: string; data: DocumentData }
  | { kind: 'delete'; id: string }
  | { kind: 'setBase'; id: string; data: DocumentData }
  | { kind: 'dropBase'; id: string };

/** Firestore's limit on writes in one batch. */
export const MAX_BATCH_WRITES = 500;
/** Below Firestore's 10 MiB request limit, leaving room for field names and framing. */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;

/** A document as the site reads it (defaults filled in), or as stored if the site would not. */
function viewOf(stored: DocumentData, id: string): DocumentData {
  return siteView(stored, id) ?? stored;
}

const NO_SIZES: PhotoSizes = new Map();

/**
 * Compares the file with Firestore, field by field, against the base: what the seed last wrote
 * there, one entry per document it wrote or adopted (./merge.ts). The file's own changes are
 * written, a project that left the file is deleted, and a change Firestore made since the
 * base is a conflict, never silently undone.
 *
 * Every side is compared with the measured photo sizes (`sizes`, tooling/photo-measurements.ts) set
 * on it, so a size is never a change on either side; a document that lacks them, or holds
 * others, is updated with the measured ones (Firestore holds what the build prerenders).
 */
export function planSeed(
  projects: readonly Project[],
  existing: ReadonlyMap<string, DocumentData>,
  bases: ReadonlyMap<string, DocumentData>,
  { overwrite, sizes = NO_SIZES }: { overwrite: boolean; sizes?: PhotoSizes },
): SeedPlan {
  const sized = (document: DocumentData) => withPhotoSizes(document, sizes);
  const plan: SeedPlan = {
    add: [],
    update: [],
    unchanged: [],
    remove: [],
    setBase: [],
    dropBase: [],
    conflicts: [],
    overwrite,
  };
  const inFile = new Set<string>();
  for (const project of projects) {
    const { id } = project;
    inFile.add(id);
    const data = sized(toDocumentData(project));
    const stored = existing.get(id);
    const storedBase = bases.get(id);
    const base = storedBase && sized(viewOf(storedBase, id));
    if (stored === undefined && base === undefined) {
      plan.add.push({ id, data });
    } else if (stored === undefined) {
      // Deleted in Firestore since the seed wrote it; a change the file made since clashes.
      const clashes = fieldChanges(base ?? {}, data).map(({ field, from, to }) => ({
        field,
        base: from,
        file: to,
        firestore: undefined,
      }));
      plan.conflicts.push({ id, reason: 'deleted', action: 'add', pullable: [], clashes });
      if (overwrite) plan.add.push({ id, data });
    } else {
      const asStored = viewOf(stored, id);
      const view = sized(asStored);
      const { firestoreOnly, clashes } = mergeRecord(base, data, view);
      const inSync = sameValue(view, data);
      const changedInFirestore = firestoreOnly.length > 0 || clashes.length > 0;
      const baseIsStale = base === undefined || !sameValue(base, data);
      if (inSync && !sameValue(asStored, data)) {
        // Equal but for photo sizes: written before the seed filled them, or the photo changed.
        plan.update.push({ id, data, changes: fieldChanges(asStored, data) });
      } else if (inSync) {
        plan.unchanged.push(id);
        if (baseIsStale) plan.setBase.push({ id, data });
      } else if (!changedInFirestore || overwrite) {
        plan.update.push({ id, data, changes: fieldChanges(view, data) });
      }
      if (!inSync && changedInFirestore) {
        const reason = base === undefined ? 'created' : 'changed';
        plan.conflicts.push({ id, reason, action: 'update', pullable: firestoreOnly, clashes });
      }
    }
  }

  for (const id of [...existing.keys()].filter((id) => !inFile.has(id)).sort()) {
    const view = sized(viewOf(existing.get(id) ?? {}, id));
    const storedBase = bases.get(id);
    const base = storedBase && sized(viewOf(storedBase, id));
    const createdInFirestore = base === undefined;
    const changedInFirestore = createdInFirestore || !sameValue(base, view);
    if (!changedInFirestore || overwrite) plan.remove.push(id);
    if (createdInFirestore) {
      // `npm run pull` adds it to the file.
      plan.conflicts.push({ id, reason: 'created', action: 'remove', pullable: [], clashes: [] });
    } else if (changedInFirestore) {
      // Removed from the file, edited in Firestore: someone must choose.
      const clashes = fieldChanges(base, view).map(({ field, from, to }) => ({
        field,
        base: from,
        file: undefined,
        firestore: to,
      }));
      plan.conflicts.push({ id, reason: 'changed', action: 'remove', pullable: [], clashes });
    }
  }
  plan.dropBase = [...bases.keys()].filter((id) => !inFile.has(id) && !existing.has(id)).sort();
  return plan;
}

/** Whether the plan may be written: no conflict, or `--overwrite` given. */
export function isBlocked(plan: SeedPlan): boolean {
  return plan.conflicts.length > 0 && !plan.overwrite;
}

/** Writes in a fixed order: additions, updates, deletions, then the bases' own upkeep. */
export function writesOf(plan: SeedPlan): SeedWrite[] {
  return [
    ...plan.add.map(({ id, data }) => ({ kind: 'create' as const, id, data })),
    ...plan.update.map(({ id, data }) => ({ kind: 'update' as const, id, data })),
    ...plan.remove.map((id) => ({ kind: 'delete' as const, id })),
    ...plan.setBase.map(({ id, data }) => ({ kind: 'setBase' as const, id, data })),
    ...plan.dropBase.map((id) => ({ kind: 'dropBase' as const, id })),
  ];
}

/** How many Firestore operations a write takes: the document and its base, or the base alone. */
export function operationsOf(write: SeedWrite): number {
  return write.kind === 'setBase' || write.kind === 'dropBase' ? 1 : 2;
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

function writeBytes(write: SeedWrite): number {
  if (!('data' in write)) return write.id.length * 2;
  // The document and its base both carry the data.
  return write.id.length * 2 + documentBytes(write.data) * operationsOf(write);
}
