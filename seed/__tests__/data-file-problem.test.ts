import { describe, expect, it } from 'vitest';
import { readDataText } from '../data-file-problem';

const problemOf = (text: string) => {
  const read = readDataText(text);
  return 'problem' in read ? read.problem : undefined;
};

describe('a data file broken by hand, said in words', () => {
  it('names the line and what is wrong there', () => {
    expect(problemOf('{\n  "projects": [\n    {"id": "a" "beds": 3}\n  ]\n}')).toBe(
      'The data file cannot be read: on line 3, a comma, quote or bracket is missing or extra there (or on the line before). Fix that line in public/assets/Data/data.json, or undo the hand edit, then reload.',
    );
    expect(problemOf('{\n  "projects": [\n    {"sq_footage": 1,950}\n  ]\n}')).toMatch(
      /^The data file cannot be read: on line 3, a number has a comma in it \(write 1950, not 1,950\)/,
    );
    expect(problemOf('{\n  “projects”: []\n}')).toMatch(/on line 2, it has curly quotes/);
    expect(problemOf('{\n  "projects": [\n')).toMatch(/ends too early/);
  });

  it('names the mark Windows Notepad adds', () => {
    expect(problemOf('\ufeff{"projects": []}')).toMatch(/byte-order mark.*Notepad/);
  });

  it('reads a good file', () => {
    expect(readDataText('{"projects": []}')).toEqual({ data: { projects: [] } });
  });
});
