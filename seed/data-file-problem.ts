/**
 * A data file that cannot be read (a broken hand edit), said in words: the line, what is wrong
 * there as a person would see it, and what to do. The parser's own message names a character
 * position, which nobody can find in an editor.
 */

/** Reads the data file's text, or says in words why it cannot be read. */
export function readDataText(text: string): { data: unknown } | { problem: string } {
  if (text.charCodeAt(0) === 0xfeff) {
    return {
      problem:
        'The data file starts with an invisible mark (a byte-order mark) that some editors, such as Windows Notepad, add. Save it again as "UTF-8" without the mark, then reload.',
    };
  }
  try {
    return { data: JSON.parse(text) };
  } catch (error) {
    return { problem: parseProblem(text, error instanceof Error ? error.message : String(error)) };
  }
}

function parseProblem(text: string, message: string): string {
  const position = /position (\d+)/.exec(message)?.[1];
  const at = position === undefined ? text.length : Number(position);
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const lineText = text.split('\n')[line - 1] ?? '';
  const what = /[“”‘’]/.test(lineText)
    ? 'it has curly quotes (“ ”), which a word processor or a Mac types; the file needs straight quotes (")'
    : /\d,\d{3}/.test(lineText)
      ? 'a number has a comma in it (write 1950, not 1,950)'
      : /Unexpected end/.test(message)
        ? 'the file ends too early (a closing } or ] is missing)'
        : 'a comma, quote or bracket is missing or extra there (or on the line before)';
  return `The data file cannot be read: on line ${line}, ${what}. Fix that line in public/assets/Data/data.json, or undo the hand edit, then reload.`;
}
