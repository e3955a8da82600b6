import { describe, expect, it } from 'vitest';
import { formatDataFile } from '../../src/features/projects/data-file';
import { withRecordEdit } from '../data-file-text';

const a = { id: 'a', sort: 1, beds: 3, address: { city: 'Carmel' }, images: [{ url: '/a.webp' }] };
const b = { id: 'b', sort: 2, beds: 4, address: { city: 'Avon' }, images: [] };
const c = { id: 'c', sort: 3, beds: 2, address: { city: 'Zionsville' }, images: [] };
const file = formatDataFile({ projects: [a, b, c] });

/** The lines of `after` that are not in `before`, and those gone. */
function changedLines(before: string, after: string): { added: string[]; gone: string[] } {
  const old = before.split('\n');
  const now = after.split('\n');
  let start = 0;
  while (start < old.length && old[start] === now[start]) start += 1;
  let end = 0;
  while (end < old.length - start && old.at(-1 - end) === now.at(-1 - end)) end += 1;
  return { gone: old.slice(start, old.length - end), added: now.slice(start, now.length - end) };
}

describe("the data file's text, one record at a time", () => {
  it('changes only the edited fact’s line in the shipped layout', () => {
    const after = withRecordEdit(file, 'b', { ...b, beds: 5 });
    expect(changedLines(file, after)).toEqual({
      gone: ['      "beds": 4,'],
      added: ['      "beds": 5,'],
    });
    expect(JSON.parse(after)).toEqual({ projects: [a, { ...b, beds: 5 }, c] });
  });

  it('gives back the same text when the record is the same', () => {
    expect(withRecordEdit(file, 'b', { ...b })).toBe(file);
  });

  it('keeps a hand-written layout around the record, and every other record’s bytes', () => {
    const hand = `{"projects": [\n  {"id":"a","beds":1},\n\t{"id": "b", "beds": 2}  ,\n  {"id":"c"}\n]}\n`;
    const after = withRecordEdit(hand, 'b', { id: 'b', beds: 3 });
    expect(after).toBe(
      `{"projects": [\n  {"id":"a","beds":1},\n\t{\n\t  "id": "b",\n\t  "beds": 3\n\t}  ,\n  {"id":"c"}\n]}\n`,
    );
  });

  it('adds a record last, laid out as the others', () => {
    const d = { id: 'd', sort: 4, images: [] };
    const after = withRecordEdit(file, 'd', d);
    expect(after).toBe(formatDataFile({ projects: [a, b, c, d] }));
    expect(withRecordEdit(formatDataFile({ projects: [] }), 'd', d)).toBe(
      formatDataFile({ projects: [d] }),
    );
  });

  it('takes a record out with the comma that joined it, first, middle or last', () => {
    expect(withRecordEdit(file, 'a', null)).toBe(formatDataFile({ projects: [b, c] }));
    expect(withRecordEdit(file, 'b', null)).toBe(formatDataFile({ projects: [a, c] }));
    expect(withRecordEdit(file, 'c', null)).toBe(formatDataFile({ projects: [a, b] }));
    expect(withRecordEdit(file, 'nobody', null)).toBe(file);
  });
});
