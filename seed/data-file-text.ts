/**
 * Edits to the data file's text that keep its layout: a record is cut out, replaced or added
 * where it stands, so every other record keeps its bytes and a diff shows only the one that
 * changed. remove-project and the office both write the file this way; the record written is
 * laid out as `formatDataFile` lays out the whole file (2 spaces).
 */
import { projectRecordsFromDataFile } from '../src/features/projects/data-file';

type Span = { start: number; end: number };

/** The text without record `index`, with the comma and line break that joined it to a neighbour. */
export function withoutRecord(text: string, index: number): string {
  const spans = recordSpans(text);
  const span = spans[index];
  if (!span) throw new Error(`the data file has no record #${index}`);
  const next = spans[index + 1];
  const previous = spans[index - 1];
  const [from, to] = next
    ? [span.start, next.start]
    : previous
      ? [previous.end, span.end]
      : [span.start, span.end];
  return checked(text, text.slice(0, from) + text.slice(to), (records) =>
    records.filter((_, i) => i !== index),
  );
}

/** The text with record `index` replaced by `record`, laid out where the old one stood. */
function withRecord(text: string, index: number, record: unknown): string {
  const span = recordSpans(text)[index];
  if (!span) throw new Error(`the data file has no record #${index}`);
  const old: unknown = JSON.parse(text.slice(span.start, span.end));
  if (JSON.stringify(old) === JSON.stringify(record)) return text;
  const laidOut = layOut(record, indentAt(text, span.start));
  return checked(text, text.slice(0, span.start) + laidOut + text.slice(span.end), (records) =>
    records.map((each, i) => (i === index ? record : each)),
  );
}

/** The text with `record` added after the last record. */
function withRecordAdded(text: string, record: unknown): string {
  const spans = recordSpans(text);
  const last = spans.at(-1);
  const result = last
    ? `${text.slice(0, last.end)},\n${indentAt(text, last.start)}${layOut(record, indentAt(text, last.start))}${text.slice(last.end)}`
    : emptyListWith(text, record);
  return checked(text, result, (records) => [...records, record]);
}

/**
 * The text with the record whose id is `id` replaced by `record` (added last when the file has
 * none), or removed when `record` is null.
 */
export function withRecordEdit(text: string, id: string, record: unknown): string {
  const index = projectRecordsFromDataFile(JSON.parse(text)).findIndex(
    (each) => typeof each === 'object' && each !== null && Reflect.get(each, 'id') === id,
  );
  if (record === null) return index < 0 ? text : withoutRecord(text, index);
  return index < 0 ? withRecordAdded(text, record) : withRecord(text, index, record);
}

/** Where each record of the `projects` array starts and ends; the text is valid JSON. */
function recordSpans(text: string): Span[] {
  const spans = elementSpans(text, 'projects');
  if (spans.length !== projectRecordsFromDataFile(JSON.parse(text)).length) {
    throw new Error('the data file could not be read record by record');
  }
  return spans;
}

/** The edit made exactly the change meant, and nothing to any other record. */
function checked(
  before: string,
  after: string,
  expected: (records: unknown[]) => unknown[],
): string {
  const meant = expected(projectRecordsFromDataFile(JSON.parse(before)));
  if (JSON.stringify(projectRecordsFromDataFile(JSON.parse(after))) !== JSON.stringify(meant)) {
    throw new Error('editing the record would change the others');
  }
  return after;
}

function layOut(record: unknown, indent: string): string {
  return JSON.stringify(record, null, 2).split('\n').join(`\n${indent}`);
}

/** The white space before `position` on its line: the record's own indent. */
function indentAt(text: string, position: number): string {
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  const before = text.slice(lineStart, position);
  return /^\s*$/.test(before) ? before : '    ';
}

function emptyListWith(text: string, record: unknown): string {
  const open = /"projects"\s*:\s*\[/.exec(text);
  const close = open ? text.indexOf(']', open.index + open[0].length) : -1;
  if (!open || close < 0) throw new Error('the data file has no "projects" list');
  const indent = '    ';
  return `${text.slice(0, open.index + open[0].length)}\n${indent}${layOut(record, indent)}\n  ${text.slice(close)}`;
}

/**
 * Where each element of the top-level array `key` starts and ends in a JSON text (the text is
 * valid JSON: the caller parsed it). Strings are skipped whole, so brackets inside them count
 * for nothing.
 */
function elementSpans(text: string, key: string): Span[] {
  let position = 0;
  const skipSpace = () => {
    while (/\s/.test(text.charAt(position))) position += 1;
  };
  const skipString = () => {
    position += 1;
    while (text.charAt(position) !== '"') position += text.charAt(position) === '\\' ? 2 : 1;
    position += 1;
  };
  /** Skips one value; returns where it ended. */
  const skipValue = (): number => {
    skipSpace();
    const first = text.charAt(position);
    if (first === '"') {
      skipString();
    } else if (first === '{' || first === '[') {
      let depth = 0;
      do {
        const char = text.charAt(position);
        if (char === '"') {
          skipString();
          continue;
        }
        if (char === '{' || char === '[') depth += 1;
        if (char === '}' || char === ']') depth -= 1;
        position += 1;
      } while (depth > 0);
    } else {
      while (position < text.length && !/[\s,\]}]/.test(text.charAt(position))) position += 1;
    }
    return position;
  };

  skipSpace();
  position += 1; // the top level's {
  for (;;) {
    skipSpace();
    if (text.charAt(position) !== '"') return [];
    const nameStart = position;
    skipString();
    const name = JSON.parse(text.slice(nameStart, position)) as string;
    skipSpace();
    position += 1; // :
    skipSpace();
    if (name === key && text.charAt(position) === '[') {
      position += 1;
      const spans: Span[] = [];
      skipSpace();
      while (text.charAt(position) !== ']') {
        skipSpace();
        const start = position;
        spans.push({ start, end: skipValue() });
        skipSpace();
        if (text.charAt(position) === ',') position += 1;
        skipSpace();
      }
      return spans;
    }
    skipValue();
    skipSpace();
    if (text.charAt(position) !== ',') return [];
    position += 1;
  }
}
