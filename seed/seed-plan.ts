import type { Project } from '../src/features/projects/project-schema';
import { documentBytes, siteView, toDocumentData, type DocumentData } from './documents';
import { fieldChanges, sameValue, type FieldChange } from './field-changes';

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
  prune: boolean;
  overwrite: boolean;
};

export type SeedOptionsForPlan = { prune: boolean; overwrite: boolean };

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

/** Whether a stored document says what the file's record says. */
function inSync(stored: DocumentData, data: DocumentData, id: string): boolean {
  if (sameValue(stored, data)) return true;
  const view = siteView(stored, id);
  return view !== undefined && sameValue(view, data);
}

/**
 * Compares the file with Firestore and with the base: what the seed last wrote there, one
 * entry per document it wrote or adopted. A document Firestore changed, created or deleted
 * since then is a conflict, never silently overwritten.
 */
export function planSeed(
  projects: readonly Project[],
  existing: ReadonlyMap<string, DocumentData>,
  bases: ReadonlyMap<string, DocumentData>,
  { prune, overwrite }: SeedOptionsForPlan,
): SeedPlan {
  const plan: SeedPlan = {
    add: [],
    update: [],
    unchanged: [],
    extra: [],
    createdInFirestore: [],
    remove: [],
    setBase: [],
    dropBase: [],
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
    const base = bases.get(id);
    if (stored === undefined) {
      if (base === undefined) {
        plan.add.push({ id, data });
      } else {
        plan.conflicts.push({ id, reason: 'deleted', action: 'add', changes: [] });
        if (overwrite) plan.add.push({ id, data });
      }
    } else if (inSync(stored, data, id)) {
      plan.unchanged.push(id);
      if (base === undefined || !sameValue(base, stored)) {
        plan.setBase.push({ id, data: stored });
      }
    } else {
      const changes = fieldChanges(stored, data);
      if (base !== undefined && sameValue(base, stored)) {
        plan.update.push({ id, data, changes });
      } else {
        const reason = base === undefined ? 'created' : 'changed';
        plan.conflicts.push({ id, reason, action: 'update', changes });
        if (overwrite) plan.update.push({ id, data, changes });
      }
    }
  }

  plan.extra = [...existing.keys()].filter((id) => !inFile.has(id)).sort();
  for (const id of plan.extra) {
    const stored = existing.get(id) ?? {};
    const base = bases.get(id);
    const untouched = base !== undefined && sameValue(base, stored);
    if (base === undefined) plan.createdInFirestore.push(id);
    if (!prune) continue;
    if (untouched) {
      plan.remove.push(id);
    } else {
      plan.conflicts.push({
        id,
        reason: base === undefined ? 'created' : 'changed',
        action: 'remove',
        changes: base === undefined ? [] : fieldChanges(base, stored),
      });
      if (overwrite) plan.remove.push(id);
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
