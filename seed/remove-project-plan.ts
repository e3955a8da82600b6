/**
 * What `npm run remove-project` does to the data file, decided without touching a file: the
 * record cut out of the file's text, so every other record keeps its bytes (and a diff shows
 * only the one that left), and the photo folder that goes with it.
 */
import { projectRecordsFromDataFile } from '../src/features/projects/data-file';
import { projectPhotoFolder } from './add-project-plan';

type Removal =
  | {
      id: string;
      /** The record's place in the file, from 0. */
      index: number;
      count: number;
      /** The data file's text without the record. */
      text: string;
      /** The project's photo folder, relative to the public folder. */
      photoFolder: string;
      /** Other records that name photos in that folder: removing it would break them. */
      sharedWith: string[];
    }
  | { id: string; unknown: true; known: string[] };

/** Removes project `id` from the data file's `text`, or says it is not there. */
export function planRemoval(text: string, id: string): Removal {
  const records = projectRecordsFromDataFile(JSON.parse(text));
  const ids = records.map(idOf);
  const index = ids.indexOf(id);
  if (index < 0) return { id, unknown: true, known: ids.filter((known) => known !== undefined) };

  const spans = elementSpans(text, 'projects');
  const span = spans[index];
  if (!span || spans.length !== records.length) {
    throw new Error('the data file could not be read record by record');
  }
  // With the comma and line break that joined it to its neighbour, so the layout stays as it was.
  const next = spans[index + 1];
  const previous = spans[index - 1];
  const [from, to] = next
    ? [span.start, next.start]
    : previous
      ? [previous.end, span.end]
      : [span.start, span.end];
  const result = text.slice(0, from) + text.slice(to);
  const left = projectRecordsFromDataFile(JSON.parse(result));
  if (JSON.stringify(left) !== JSON.stringify(records.filter((_, i) => i !== index))) {
    throw new Error('cutting the record out would change the others');
  }
  const photoFolder = projectPhotoFolder(id);
  const sharedWith = left
    .filter((record) => JSON.stringify(record).includes(`"/${photoFolder}/`))
    .map((record) => idOf(record) ?? '(no id)');
  return { id, index, count: records.length, text: result, photoFolder, sharedWith };
}

function idOf(record: unknown): string | undefined {
  const id = typeof record === 'object' && record !== null ? Reflect.get(record, 'id') : undefined;
  return typeof id === 'string' ? id : undefined;
}

type Span = { start: number; end: number };

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
