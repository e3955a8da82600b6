/**
 * What `npm run remove-project` does to the data file, decided without touching a file: the
 * record cut out of the file's text, so every other record keeps its bytes (and a diff shows
 * only the one that left), and the photo folder that goes with it.
 */
import { projectRecordsFromDataFile } from '../src/features/projects/data-file';
import { projectPhotoFolder } from './add-project-plan';
import { withoutRecord } from './data-file-text';

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

  // Cut out with its comma and line break, so the layout stays as it was (data-file-text.ts).
  const result = withoutRecord(text, index);
  const left = records.filter((_, i) => i !== index);
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
