/**
 * What a test checks after a step, on disk and in git: that only the records it changed have
 * other text (every other record byte for byte as it was), and that the step was one commit
 * of exactly the files it changed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Office } from './office';

/** The data file's path from the repository's root, as git names it. */
export const DATA_FILE_IN_GIT = 'public/assets/Data/data.json';

type DataText = { records: Map<string, string>; order: string[]; frame: string };

/**
 * The data file's text cut into its records' text (the data file's layout: each record from
 * its `    {` line to its `    }` line) and what is around them.
 */
export function cutIntoRecords(text: string): DataText {
  const records = new Map<string, string>();
  const order: string[] = [];
  const frame: string[] = [];
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (current === undefined && line === '    {') current = [];
    if (current === undefined) {
      frame.push(line);
      continue;
    }
    current.push(line);
    if (line === '    }' || line === '    },') {
      const id = /^ {6}"id": "([^"]+)",$/m.exec(current.join('\n'))?.[1];
      if (!id) throw new Error(`a record without an id line:\n${current.join('\n')}`);
      // Its text without the comma that joins it to the next: moving it must not count.
      records.set(id, current.join('\n').replace(/,$/, ''));
      order.push(id);
      frame.push(`<${id}>`);
      current = undefined;
    }
  }
  return { records, order, frame: frame.join('\n').replace(/<[^>]+>/g, '<record>') };
}

/**
 * That from `before` to `after` only the records `changed` differ (added, removed or edited),
 * every other record keeping its exact text and its place among the others.
 */
export function expectOnlyRecordsChanged(before: string, after: string, changed: string[]): void {
  const was = cutIntoRecords(before);
  const now = cutIntoRecords(after);
  const kept = (data: DataText) => data.order.filter((id) => !changed.includes(id));
  expect(kept(now), 'the other records, in their order').toEqual(kept(was));
  for (const id of kept(was)) {
    expect(now.records.get(id), `${id}'s text`).toBe(was.records.get(id));
  }
  // The frame keeps its lines; a record added or removed adds or removes its place in it.
  const frameLines = (data: DataText) => data.frame.split('\n').filter((l) => l !== '<record>');
  expect(frameLines(now), 'the text around the records').toEqual(frameLines(was));
}

/** The lines of `id` that differ between two texts of the data file, as `-`/`+` pairs. */
export function changedLines(before: string, after: string, id: string): string[] {
  const was = cutIntoRecords(before).records.get(id)?.split('\n') ?? [];
  const now = cutIntoRecords(after).records.get(id)?.split('\n') ?? [];
  return [
    ...was.filter((line) => !now.includes(line)).map((line) => `-${line.trim()}`),
    ...now.filter((line) => !was.includes(line)).map((line) => `+${line.trim()}`),
  ];
}

type Commit = { hash: string; subject: string; body: string; author: string; files: string[] };

/** The commits made since `base`, oldest first, with the files each changed. */
function commitsSince(office: Office, base: string): Commit[] {
  const log = office.git('log', '--reverse', '--format=%H%x1f%s%x1f%b%x1f%an%x1e', `${base}..HEAD`);
  return log
    .split('\x1e')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [hash = '', subject = '', body = '', author = ''] = entry.split('\x1f');
      const files = office
        .git('diff-tree', '--no-commit-id', '--name-only', '-r', '--root', hash)
        .split('\n')
        .filter(Boolean)
        .sort();
      return { hash, subject, body: body.trim(), author, files };
    });
}

/**
 * That the step since `base` was one commit, with this subject and of exactly these files,
 * and that it left the data file's commit equal to the file (the office committed what it
 * wrote) and git's index agreeing with it.
 */
export function expectOneCommit(
  office: Office,
  base: string,
  subject: string | RegExp,
  files: string[],
): Commit {
  const commits = commitsSince(office, base);
  expect(
    commits.map((commit) => commit.subject),
    'one commit since',
  ).toHaveLength(1);
  const [commit] = commits as [Commit];
  if (typeof subject === 'string') expect(commit.subject).toBe(subject);
  else expect(commit.subject).toMatch(subject);
  expect(commit.files).toEqual([...files].sort());
  expect(office.git('status', '--porcelain', '--', ...files), 'the files as committed').toBe('');
  return commit;
}

/** Each file's SHA-256, by its path under public/. */
export function hashes(office: Office, files: string[]): Record<string, string> {
  return Object.fromEntries(
    files.map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(office.publicDir, file)))
        .digest('hex'),
    ]),
  );
}

/** What a refused request must leave as it was: the data file, git's HEAD, and public/. */
export function snapshot(office: Office) {
  return { data: office.dataText(), head: office.head(), files: office.publicFiles() };
}
