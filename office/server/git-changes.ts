/**
 * The saved changes not yet live, and undoing one. A change is one of the office's commits
 * (its `Office-Change` trailer) on HEAD since the last release, which moves the local ref
 * `refs/office/live` (absent: every office commit counts). Undo is a new commit that puts back
 * what the change replaced, never a rewrite of history: the data file merged three ways (the
 * change taken out of the file as it is now, so later edits stay), every photo byte-checked,
 * and refused in words when something changed since.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRecordsFromDataFile } from '../../src/features/projects/data-file.ts';
import { undoMessage } from '../../seed/change-report.ts';
import { withRecordEdit } from '../../seed/data-file-text.ts';
import {
  CHANGE_TRAILER,
  commitWrites,
  KEPT_TRAILER,
  keptBytes,
  UNDOES_TRAILER,
  type FileWrite,
} from './git-commit.ts';
import { git, gitBytes, gitValue } from './git.ts';

const LIVE_REF = 'refs/office/live';

type Change = {
  id: string;
  message: string;
  when: string;
  kind: string;
  trailers: string[];
};

/** The office's changes since the last release, newest first, less those undone. */
export async function savedChanges(root: string): Promise<Change[]> {
  const live = await gitValue(root, ['rev-parse', '--verify', '-q', LIVE_REF]);
  const head = await gitValue(root, ['rev-parse', '--verify', '-q', 'HEAD']);
  if (head === undefined) return [];
  const range = live === undefined ? ['HEAD'] : [`${live}..HEAD`];
  const log = await git(root, [
    'log',
    '-n',
    '500',
    '--format=%H%x1f%cI%x1f%s%x1f%(trailers:only,unfold)%x1e',
    ...range,
    '--',
  ]);
  const commits = log
    .split('\x1e')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id = '', when = '', message = '', block = ''] = entry.split('\x1f');
      const trailers = block.split('\n').filter(Boolean);
      const kind = trailers
        .find((line) => line.startsWith(`${CHANGE_TRAILER}: `))
        ?.slice(CHANGE_TRAILER.length + 2);
      return { id, when, message, kind, trailers };
    })
    .filter((commit): commit is Change => commit.kind !== undefined);
  const undone = new Set(
    commits.flatMap((commit) =>
      commit.trailers
        .filter((line) => line.startsWith(`${UNDOES_TRAILER}: `))
        .map((line) => line.slice(UNDOES_TRAILER.length + 2).trim()),
    ),
  );
  return commits.filter((commit) => commit.kind !== 'undo' && !undone.has(commit.id));
}

export class UndoRefused extends Error {}

/** Undoes one saved change with a new commit; refused in words when it cannot be put back. */
export async function undoChange(
  root: string,
  id: string,
  dataFile: string,
): Promise<{ id: string; when: string; message: string }> {
  const change = (await savedChanges(root)).find((each) => each.id === id);
  if (!change) {
    throw new UndoRefused(
      'That change is no longer one that can be undone: it is live, or already undone.',
    );
  }
  const diff = await git(root, [
    'diff-tree',
    '-r',
    '-z',
    '--no-commit-id',
    '--name-status',
    `${id}^`,
    id,
  ]);
  const parts = diff.split('\0').filter(Boolean);
  const writes: FileWrite[] = [];
  const changed: string[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const status = parts[i] ?? '';
    const file = parts[i + 1] ?? '';
    if (file === dataFile) writes.push(await undoDataFile(root, id, file));
    else writes.push(await undoPhoto(root, id, file, status, changed));
  }
  const gitDir = (await git(root, ['rev-parse', '--git-dir'])).trim();
  for (const line of change.trailers.filter((each) => each.startsWith(`${KEPT_TRAILER}: `))) {
    const [name = '', encoded = ''] = line
      .slice(KEPT_TRAILER.length + 2)
      .trim()
      .split(' ');
    const file = decodeURIComponent(encoded);
    const bytes = await keptBytes(root, gitDir, name);
    const now = await readFile(path.join(root, file)).catch(() => undefined);
    if (now !== undefined && !now.equals(bytes)) changed.push(file);
    // A photo git never held goes back into the folder as it was, untracked.
    else if (!writes.some((write) => write.path === file)) {
      writes.push({ path: file, committed: undefined, working: bytes });
    } else {
      const write = writes.find((each) => each.path === file);
      if (write) write.working = bytes;
    }
  }
  if (changed.length > 0) {
    throw new UndoRefused(
      `It cannot be undone: ${changed.length === 1 ? 'a photo' : `${changed.length} photos`} it touched changed since (${changed.join(', ')}).`,
    );
  }
  const message = undoMessage(change.message);
  const commit = await commitWrites(root, {
    message,
    kind: 'undo',
    writes,
    trailers: [`${UNDOES_TRAILER}: ${id}`],
  });
  if (!commit) throw new UndoRefused('There is nothing left to undo: the files are as they were.');
  return { ...commit, message };
}

/**
 * The data file with the change taken out, three ways: in HEAD's file (committed) and in the
 * working tree's (hand edits there stay). Where the lines merge badly, the records the change
 * touched are put back one by one, each only if it is still as the change left it.
 */
async function undoDataFile(root: string, id: string, file: string): Promise<FileWrite> {
  const base = await show(root, id, file);
  const other = await show(root, `${id}^`, file);
  const head = await show(root, 'HEAD', file);
  const working = await readFile(path.join(root, file), 'utf8').catch(() => head);
  const committed = await undoText(root, head, base, other);
  const workingText = working === head ? committed : await undoText(root, working, base, other);
  return { path: file, committed: Buffer.from(committed), working: Buffer.from(workingText) };
}

async function undoText(root: string, ours: string, base: string, theirs: string): Promise<string> {
  const merged = await mergeFile(root, ours, base, theirs);
  if (merged !== undefined && parses(merged)) return merged;
  // Record by record: each record the change touched goes back to what it was.
  const after = byId(base);
  const before = byId(theirs);
  const now = byId(ours);
  let text = ours;
  for (const recordId of new Set([...after.keys(), ...before.keys()])) {
    const left = JSON.stringify(after.get(recordId));
    if (left === JSON.stringify(before.get(recordId))) continue;
    if (JSON.stringify(now.get(recordId)) !== left) {
      throw new UndoRefused(
        `It cannot be undone: the project ${recordId} was changed again since. Undo the later change first, or make the change by hand.`,
      );
    }
    text = withRecordEdit(text, recordId, before.get(recordId) ?? null);
  }
  return text;
}

async function mergeFile(
  root: string,
  ours: string,
  base: string,
  theirs: string,
): Promise<string | undefined> {
  const gitDir = path.resolve(root, (await git(root, ['rev-parse', '--git-dir'])).trim());
  const dir = await mkdtemp(path.join(gitDir, 'office-merge-'));
  try {
    const files = ['ours', 'base', 'theirs'].map((name) => path.join(dir, name));
    await Promise.all([ours, base, theirs].map((text, i) => writeFile(files[i] ?? '', text)));
    const { stdout, code } = await gitBytes(root, ['merge-file', '-p', ...files], {
      okCodes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 255],
    });
    return code === 0 ? stdout.toString('utf8') : undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A photo the change added goes; one it deleted comes back, each only if unchanged since. */
async function undoPhoto(
  root: string,
  id: string,
  file: string,
  status: string,
  changed: string[],
): Promise<FileWrite> {
  const after = await blobOf(root, id, file);
  const before = await blobOf(root, `${id}^`, file);
  const head = await blobOf(root, 'HEAD', file);
  const working = await readFile(path.join(root, file)).catch(() => undefined);
  const workingBlob =
    working === undefined
      ? undefined
      : (await git(root, ['hash-object', '--stdin'], { input: working })).trim();
  if (head !== after || workingBlob !== after) changed.push(file);
  const bytes =
    before === undefined || status.startsWith('A')
      ? null
      : (await gitBytes(root, ['cat-file', 'blob', before])).stdout;
  return { path: file, committed: bytes, working: bytes };
}

async function blobOf(root: string, commit: string, file: string): Promise<string | undefined> {
  return (await git(root, ['ls-tree', commit, '--', file])).trim().split(/\s+/)[2];
}

async function show(root: string, commit: string, file: string): Promise<string> {
  const { stdout, code } = await gitBytes(root, ['show', `${commit}:${file}`], { okCodes: [128] });
  return code === 0 ? stdout.toString('utf8') : '';
}

function parses(text: string): boolean {
  try {
    projectRecordsFromDataFile(JSON.parse(text));
    return true;
  } catch {
    return false;
  }
}

function byId(text: string): Map<string, unknown> {
  if (!parses(text)) return new Map();
  return new Map(
    projectRecordsFromDataFile(JSON.parse(text)).flatMap((record) => {
      const id =
        typeof record === 'object' && record !== null ? Reflect.get(record, 'id') : undefined;
      return typeof id === 'string' ? [[id, record] as const] : [];
    }),
  );
}
