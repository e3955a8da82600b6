import type { DocumentData } from './documents';

/** One field that differs between two versions of a document; `undefined` means absent. */
export type FieldChange = { field: string; from: unknown; to: unknown };

/**
 * The fields that differ between two versions of a document, as dotted paths
 * (`address.city`, `images.3.kitchen`). Objects are compared field by field and lists of the
 * same length item by item; a list that grew or shrank is one change of the whole list.
 */
export function fieldChanges(from: DocumentData, to: DocumentData): FieldChange[] {
  const changes: FieldChange[] = [];
  collect(from, to, '', changes);
  return changes;
}

function collect(from: unknown, to: unknown, path: string, changes: FieldChange[]): void {
  if (isRecord(from) && isRecord(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    for (const key of keys) collect(from[key], to[key], join(path, key), changes);
    return;
  }
  if (Array.isArray(from) && Array.isArray(to) && from.length === to.length) {
    from.forEach((item, index) => collect(item, to[index], join(path, String(index)), changes));
    return;
  }
  if (!sameValue(from, to)) changes.push({ field: path, from, to });
}

/** A value as the company would read it in a report: JSON, or "absent". */
export function formatValue(value: unknown): string {
  if (value === undefined) return 'absent';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** One change as a report prints it: `beds: 3 → 5`. */
export function changeLine({ field, from, to }: FieldChange): string {
  return `${field}: ${formatValue(from)} → ${formatValue(to)}`;
}

/** Deep equality that ignores key order, as Firestore does not keep it. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** JSON with every object's keys sorted: equal for equal values, whatever their key order. */
export function canonicalJson(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : inner,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
