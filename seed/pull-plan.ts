import { parseProjectRecords, type RecordProblem } from '../src/features/projects/project-records';
import { fieldChanges, sameValue, type FieldChange } from './field-changes';
import { fileToFirestore, mergeRecord, setField, withFirestoreFields } from './merge';
import { siteView, toDocumentData, unknownFields, type DocumentData } from './documents';
import {
  withoutMeasuredSizes,
  withPhotoSizes,
  type PhotoSizes,
} from '../tooling/photo-measurements';

/**
 * Why a record cannot be merged: the same field `changed` differently on both sides (or the
 * merge breaks the site's rules); `deleted` in Firestore but changed in the file; `removed`
 * from the file but changed in Firestore.
 */
type PullConflictReason = 'changed' | 'deleted' | 'removed';

export type PullConflict = {
  id: string;
  reason: PullConflictReason;
  /** `from` is the file's value, `to` Firestore's (undefined = absent). */
  changes: FieldChange[];
  /** Why the merged record breaks the site's rules, when that is the conflict. */
  problems?: string[];
};

export type PullPlan = {
  /** The file's records after the pull, in the file's order; new ones last. */
  records: unknown[];
  added: string[];
  /** Taken from Firestore; `changes` go from the file's value to Firestore's. */
  changed: { id: string; changes: FieldChange[] }[];
  removed: string[];
  unchanged: number;
  /** Changed, added or removed only in the file since the last seed: waiting to be published. */
  waiting: { id: string; what: 'changed' | 'added' | 'removed' }[];
  conflicts: PullConflict[];
  /** Firestore documents the site's schema refuses; any of them means nothing is written. */
  problems: string[];
};

/** A field's value as settled: this computer's (the file's) or the console's (Firestore's). */
export type Choice = 'file' | 'console';

/**
 * Choices by `ID.FIELD` (`4611-n-graceland-ave.year_sold`), a field as a conflict names it: for
 * each field changed differently on both sides, which value stays (a photo list is one field,
 * so a choice on any of its items, `images.3.kitchen`, is the whole list's). By `ID` alone, for
 * a project deleted on one side and changed on the other, or whose two sides together break the
 * site's rules: 'file' keeps the file's side (its record, or its removal), 'console' takes
 * Firestore's.
 */
export type Choices = ReadonlyMap<string, Choice>;

/** The choice made for `field` of project `id` (or, field '', for the project), if any. */
function choiceFor(choices: Choices, id: string, field: string): Choice | undefined {
  if (!field) return choices.get(id);
  const made = new Set<Choice>();
  for (const [key, choice] of choices) {
    if (key === `${id}.${field}` || key.startsWith(`${id}.${field}.`)) made.add(choice);
  }
  // Two different choices for one field decide nothing.
  return made.size === 1 ? [...made][0] : undefined;
}

type PullInput = {
  /** The data file's records, raw; every one valid (the caller checked the file). */
  records: readonly unknown[];
  /** The projects collection, raw documents by id. */
  documents: ReadonlyMap<string, DocumentData>;
  /** The base: what the seed last wrote (or adopted) per document, common to file and Firestore. */
  bases: ReadonlyMap<string, DocumentData>;
  /** Let Firestore win the conflicts. */
  overwrite: boolean;
  /** The local photos' measured sizes (tooling/photo-measurements.ts), set on every side compared. */
  sizes?: PhotoSizes;
  /** How conflicts are settled, field by field; a conflict without a choice stays one. */
  choices?: Choices;
};

/**
 * A three-way merge of Firestore into the file, field by field, against the base: a field
 * changed on one side only is taken from that side, so different fields changed on both
 * sides merge; the same field changed differently on both sides is a conflict. Compared as
 * the site reads them (defaults filled in) with the measured photo sizes set on every side,
 * as the seed writes them; the file receives Firestore's changes without those sizes, which
 * the build and the seed fill in anyway.
 */
export function planPull({
  records,
  documents,
  bases,
  overwrite,
  sizes = new Map(),
  choices = new Map(),
}: PullInput): PullPlan {
  const sized = (document: DocumentData) => withPhotoSizes(document, sizes);
  const chosen = (id: string, field = ''): Choice | undefined =>
    overwrite ? 'console' : choiceFor(choices, id, field);
  const plan: PullPlan = {
    records: [],
    added: [],
    changed: [],
    removed: [],
    unchanged: 0,
    waiting: [],
    conflicts: [],
    problems: [],
  };

  const inFirestore = new Map<string, DocumentData>();
  for (const id of [...documents.keys()].sort()) {
    const stored = documents.get(id) ?? {};
    const view = siteView(stored, id);
    if (view) inFirestore.set(id, sized(view));
    else plan.problems.push(...documentProblems(id, stored));
  }
  const baseViews = new Map<string, DocumentData>();
  for (const [id, base] of bases) {
    const view = siteView(base, id);
    if (view) baseViews.set(id, sized(view));
  }

  const inFile = new Set<string>();
  for (const record of records) {
    const { id, asWritten } = documentOf(record);
    const local = sized(asWritten);
    inFile.add(id);
    const remote = inFirestore.get(id);
    const base = baseViews.get(id);
    const refusedInFirestore = remote === undefined && documents.has(id);
    if (refusedInFirestore) {
      plan.records.push(record); // reported as a problem above; nothing is written
    } else if (remote === undefined && base === undefined) {
      plan.waiting.push({ id, what: 'added' });
      plan.records.push(record);
    } else if (remote === undefined) {
      // Deleted in Firestore since the seed wrote it.
      const changes = fieldChanges(base ?? {}, local);
      const changedInFile = changes.length > 0;
      const choice = changedInFile ? chosen(id) : 'console';
      if (changedInFile && (!choice || overwrite)) {
        plan.conflicts.push({ id, reason: 'deleted', changes });
      }
      if (choice === 'console') plan.removed.push(id);
      else plan.records.push(record);
    } else {
      mergeInto(plan, { record, id, local, remote, base, overwrite, sizes, chosen });
    }
  }

  const additions: DocumentData[] = [];
  for (const [id, remote] of inFirestore) {
    if (inFile.has(id)) continue;
    const base = baseViews.get(id);
    const seeded = base !== undefined;
    const changedInFirestore = !seeded || !sameValue(base, remote);
    if (!seeded) {
      additions.push(remote);
    } else if (!changedInFirestore) {
      plan.waiting.push({ id, what: 'removed' });
    } else {
      const choice = chosen(id);
      if (!choice) {
        plan.conflicts.push({ id, reason: 'removed', changes: fieldChanges(base, remote) });
      } else if (overwrite) {
        // Reported as --overwrite's: the removal from the file is what is lost.
        plan.conflicts.push({ id, reason: 'removed', changes: [] });
      }
      if (choice === 'console') additions.push(remote);
    }
  }
  additions.sort(
    (a, b) => Number(a.sort) - Number(b.sort) || String(a.id).localeCompare(String(b.id)),
  );
  for (const remote of additions) {
    plan.added.push(String(remote.id));
    plan.records.push(ordered(withoutMeasuredSizes(remote, sizes), additionTemplate(records)));
  }
  return plan;
}

/** One record in the file and in Firestore, merged field by field into the plan. */
function mergeInto(
  plan: PullPlan,
  {
    record,
    id,
    local,
    remote,
    base,
    overwrite,
    sizes,
    chosen,
  }: {
    record: unknown;
    id: string;
    local: DocumentData;
    remote: DocumentData;
    base: DocumentData | undefined;
    overwrite: boolean;
    sizes: PhotoSizes;
    chosen: (id: string, field?: string) => Choice | undefined;
  },
): void {
  const { fileOnly, firestoreOnly, clashes } = mergeRecord(base, local, remote);
  const undecided = clashes.filter(({ field }) => !chosen(id, field));
  if (undecided.length > 0 || (overwrite && clashes.length > 0)) {
    // Without a choice, nothing of the record is written; with --overwrite, reported as lost.
    plan.conflicts.push({
      id,
      reason: 'changed',
      changes: (overwrite ? clashes : undecided).flatMap(fileToFirestore),
    });
    if (!overwrite) {
      plan.records.push(record);
      return;
    }
  }
  const fromConsole = clashes.filter(({ field }) => chosen(id, field) === 'console');
  const keptFromFile = clashes.length - fromConsole.length;
  const taken = [...firestoreOnly, ...fromConsole];
  const waiting = fileOnly.length > 0 || keptFromFile > 0;
  if (waiting) plan.waiting.push({ id, what: 'changed' });
  if (taken.length === 0) {
    if (!waiting) plan.unchanged += 1;
    plan.records.push(record);
    return;
  }
  let merged = withFirestoreFields(local, taken);
  const problems = recordProblems(merged, id);
  if (problems.length > 0 && chosen(id, '') === 'console') {
    merged = remote;
  } else if (problems.length > 0) {
    // Each side is valid, but not both together (say, sold in one, its year removed in the other).
    const changes = fieldChanges(local, remote);
    plan.conflicts.push({ id, reason: 'changed', changes, problems });
    plan.records.push(record);
    return;
  }
  plan.changed.push({ id, changes: fieldChanges(local, merged) });
  plan.records.push(patched(record, merged, sizes));
}

/** Whether the plan may be written: no refused document, and no conflict left to decide. */
export function pullBlocked(plan: PullPlan, overwrite: boolean): 'problems' | 'conflicts' | false {
  if (plan.problems.length > 0) return 'problems';
  return plan.conflicts.length > 0 && !overwrite ? 'conflicts' : false;
}

/** Whether the pull changes the file at all. */
export function changesFile(plan: PullPlan): boolean {
  return plan.added.length + plan.changed.length + plan.removed.length > 0;
}

function documentOf(record: unknown): { id: string; asWritten: DocumentData } {
  const {
    projects: [project],
  } = parseProjectRecords([record]);
  if (!project) throw new Error('planPull takes only valid records');
  return { id: project.id, asWritten: toDocumentData(project) };
}

/** Why the site's schema refuses a document, or which fields it would silently drop. */
function documentProblems(id: string, stored: DocumentData): string[] {
  const record = { ...stored, id };
  const { projects, problems } = parseProjectRecords([record]);
  const named = ({ field, message }: Pick<RecordProblem, 'field' | 'message'>) =>
    `Firestore document "${id}": ${field ? `field "${field}"` : 'record'} ${message}`;
  if (problems.length > 0) return problems.map(named);
  const [project] = projects;
  const dropped = project ? unknownFields(record, toDocumentData(project)) : [];
  return dropped.map((field) =>
    named({
      field,
      message: 'is not a project field, so the site ignores it: remove or rename it in the console',
    }),
  );
}

/**
 * The file's record with the merge's changes applied field by field, so its text keeps its
 * layout and a diff shows only what changed. Falls back to the merged record whole (in the
 * file record's key order) if patching cannot reproduce it. Both sides are compared without
 * the measured photo sizes, so none is written into the file.
 */
function patched(record: unknown, merged: DocumentData, sizes: PhotoSizes): unknown {
  const copy = structuredClone(record) as Record<string, unknown>;
  const target = withoutMeasuredSizes(merged, sizes);
  const {
    projects: [local],
  } = parseProjectRecords([copy]);
  const changes = local
    ? fieldChanges(withoutMeasuredSizes(toDocumentData(local), sizes), target)
    : [];
  for (const { field, to } of changes) setField(copy, field.split('.'), to);
  const {
    projects: [project],
  } = parseProjectRecords([copy]);
  const reproduced = project && sameValue(withPhotoSizes(toDocumentData(project), sizes), merged);
  return reproduced ? copy : ordered(target, record);
}

/** Why the site's schema refuses a merged record, one line per problem. */
function recordProblems(merged: DocumentData, id: string): string[] {
  return parseProjectRecords([{ ...merged, id }]).problems.map(
    ({ field, message }) => `${id}: ${field ? `field "${field}"` : 'the record'} ${message}`,
  );
}

/** A new record's key order: the file's first record's, so it reads like its neighbours. */
function additionTemplate(records: readonly unknown[]): unknown {
  return records[0];
}

/** `value` with its keys in `template`'s order (recursively), others after in their own order. */
function ordered(value: unknown, template: unknown): unknown {
  if (Array.isArray(value)) {
    const items = Array.isArray(template) ? template : [];
    return value.map((item, index) => ordered(item, items[index] ?? items[0]));
  }
  if (value === null || typeof value !== 'object') return value;
  const shape =
    template !== null && typeof template === 'object' && !Array.isArray(template)
      ? (template as Record<string, unknown>)
      : {};
  const source = value as Record<string, unknown>;
  const keys = [
    ...Object.keys(shape).filter((key) => key in source),
    ...Object.keys(source).filter((key) => !(key in shape)),
  ];
  return Object.fromEntries(keys.map((key) => [key, ordered(source[key], shape[key])]));
}
