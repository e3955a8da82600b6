import type { Project } from '../src/features/projects/project-schema';

/** A Firestore document's fields as plain data. */
export type DocumentData = Record<string, unknown>;

export type SeedPlan = {
  add: { id: string; data: DocumentData }[];
  update: { id: string; data: DocumentData }[];
  unchanged: string[];
  /** Documents whose ids are not in the file; deleted only with `--prune`. */
  extra: string[];
  prune: boolean;
};

export type SeedWrite =
  { kind: 'set'; id: string; data: DocumentData } | { kind: 'delete'; id: string };

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

export function planSeed(
  projects: readonly Project[],
  existing: ReadonlyMap<string, DocumentData>,
  prune: boolean,
): SeedPlan {
  const plan: SeedPlan = { add: [], update: [], unchanged: [], extra: [], prune };
  const inFile = new Set<string>();
  for (const project of projects) {
    inFile.add(project.id);
    const data = toDocumentData(project);
    const current = existing.get(project.id);
    if (current === undefined) plan.add.push({ id: project.id, data });
    else if (sameData(current, data)) plan.unchanged.push(project.id);
    else plan.update.push({ id: project.id, data });
  }
  plan.extra = [...existing.keys()].filter((id) => !inFile.has(id)).sort();
  return plan;
}

/** Writes in a fixed order: additions, updates, then deletions. */
export function writesOf(plan: SeedPlan): SeedWrite[] {
  return [
    ...plan.add.map(({ id, data }) => ({ kind: 'set' as const, id, data })),
    ...plan.update.map(({ id, data }) => ({ kind: 'set' as const, id, data })),
    ...(plan.prune ? plan.extra.map((id) => ({ kind: 'delete' as const, id })) : []),
  ];
}

/** Groups writes into batches that each stay within Firestore's limits. */
export function toBatches(
  writes: readonly SeedWrite[],
  { maxWrites = MAX_BATCH_WRITES, maxBytes = MAX_BATCH_BYTES } = {},
): SeedWrite[][] {
  const batches: SeedWrite[][] = [];
  let current: SeedWrite[] = [];
  let bytes = 0;
  for (const write of writes) {
    const size = writeBytes(write);
    if (current.length > 0 && (current.length >= maxWrites || bytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(write);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** A generous estimate of a document's stored size, for Firestore's limits. */
export function documentBytes(data: DocumentData): number {
  return Buffer.byteLength(JSON.stringify(data), 'utf8');
}

/** Deep equality that ignores key order, as Firestore does not keep it. */
export function sameData(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function writeBytes(write: SeedWrite): number {
  return write.id.length + (write.kind === 'set' ? documentBytes(write.data) : 0);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : inner,
  );
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
