/**
 * The three-way merge of one project, field by field: the data file's record and Firestore's
 * document, each against the base (what the seed last wrote, which both started from). Seed,
 * publish and pull all decide with it: a field changed on one side only is that side's
 * change; the same field changed differently on both sides is a clash.
 */
import type { DocumentData } from './documents';
import { fieldChanges, sameValue, type FieldChange } from './field-changes';

/** One field as the three versions hold it; `undefined` means absent. */
export type FieldMerge = { field: string; base: unknown; file: unknown; firestore: unknown };

type RecordMerge = {
  /** Changed in the file only since the base: waiting to be published. */
  fileOnly: FieldMerge[];
  /** Changed in Firestore only since the base: `npm run pull` takes them into the file. */
  firestoreOnly: FieldMerge[];
  /**
   * Changed on both sides, differently; with no base at all (a document the seed never
   * wrote), every field in which the two differ.
   */
  clashes: FieldMerge[];
};

/**
 * Compares the versions field by field. Objects (`address`) are compared field by field;
 * a list (`images`) is one field: a photo's place, its cover flag and its before photo
 * belong together, and merging two edited lists item by item could pair them wrongly.
 */
export function mergeRecord(
  base: DocumentData | undefined,
  file: DocumentData,
  firestore: DocumentData,
): RecordMerge {
  const merge: RecordMerge = { fileOnly: [], firestoreOnly: [], clashes: [] };
  const seeded = base !== undefined;
  collect(merge, seeded, { field: '', base, file, firestore });
  return merge;
}

function collect(merge: RecordMerge, seeded: boolean, values: FieldMerge): void {
  const { field, base, file, firestore } = values;
  const objectOnBothSides = isRecord(file) && isRecord(firestore);
  if (objectOnBothSides && (base === undefined || isRecord(base))) {
    const keys = new Set([...Object.keys(file), ...Object.keys(firestore)]);
    if (isRecord(base)) for (const key of Object.keys(base)) keys.add(key);
    for (const key of keys) {
      collect(merge, seeded, {
        field: field ? `${field}.${key}` : key,
        base: isRecord(base) ? base[key] : undefined,
        file: file[key],
        firestore: firestore[key],
      });
    }
    return;
  }
  const sidesAgree = sameValue(file, firestore);
  if (sidesAgree) return;
  const changedInFile = !seeded || !sameValue(base, file);
  const changedInFirestore = !seeded || !sameValue(base, firestore);
  if (changedInFile && changedInFirestore) merge.clashes.push(values);
  else if (changedInFile) merge.fileOnly.push(values);
  else merge.firestoreOnly.push(values);
}

/**
 * How to settle clashes, the same for seed, publish and undo: pull settles them field by
 * field, a choice per field, and merges everything else into the file.
 */
export const SETTLING_CLASHES =
  "For each field above that changed differently on both sides, choose which value stays: run `npm run pull`, which names each one with the choice that keeps this computer's value and the one that takes the console's (the other value is lost), and merges every other change into the file.";

/** The file's side with the given fields set to Firestore's values. */
export function withFirestoreFields(
  file: DocumentData,
  fields: readonly FieldMerge[],
): DocumentData {
  const merged = structuredClone(file);
  for (const { field, firestore } of fields) setField(merged, field.split('.'), firestore);
  return merged;
}

/**
 * A merged field as the reports show it, item by item where a list kept its length
 * (`images.3.kitchen`): from the file's value to Firestore's.
 */
export function fileToFirestore({ field, file, firestore }: FieldMerge): FieldChange[] {
  return fieldChanges({ [field]: file }, { [field]: firestore });
}

/** Sets a dotted path inside `target`, creating objects on the way; `undefined` removes it. */
export function setField(target: Record<string, unknown>, path: string[], value: unknown): void {
  const [key, ...rest] = path;
  if (key === undefined) return;
  if (rest.length === 0) {
    if (value === undefined) Reflect.deleteProperty(target, key);
    else target[key] = structuredClone(value);
    return;
  }
  const inner = target[key];
  if (inner === null || typeof inner !== 'object') target[key] = {};
  setField(target[key] as Record<string, unknown>, rest, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
