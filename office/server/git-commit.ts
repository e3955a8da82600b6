/**
 * One saved change, one git commit of exactly what it changed, made without touching the
 * user's index or any other file: a temporary index read from HEAD, the changed blobs written
 * into it, a tree and a commit made from that, HEAD moved only if it is still where it was
 * (compare and swap), the working tree's files written (each atomically), and the real index
 * made to agree for those paths alone. Other files, tracked or not, dirty or not, neither block
 * a save nor go into it.
 *
 * A file the change deletes whose bytes git does not hold (untracked, or edited since HEAD) is
 * kept under .git/office/kept/ and named in the commit's trailers, so that its undo restores it
 * byte for byte.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically, removeFile } from './files.ts';
import { git, gitBytes, gitValue } from './git.ts';

/** What a commit sets one path to: in the commit, and in the working tree. */
export type FileWrite = {
  /** From the root, with forward slashes. */
  path: string;
  /** The bytes committed; null deletes the path; undefined leaves it as HEAD has it. */
  committed: Buffer | null | undefined;
  /** The bytes written to the working tree; null deletes the file. */
  working: Buffer | null;
};

export const CHANGE_TRAILER = 'Office-Change';
export const KEPT_TRAILER = 'Office-Kept';
export const UNDOES_TRAILER = 'Office-Undoes';

type CommitRequest = {
  message: string;
  /** What kind of change (`edit`, `add`, `move`, `take-down`, `undo`): the office's mark. */
  kind: string;
  writes: FileWrite[];
  /** More trailers ("Key: value"). */
  trailers?: string[];
};

export class HeadMoved extends Error {}

/** The commit made, or undefined when the change left HEAD's tree as it was (nothing written). */
export async function commitWrites(
  root: string,
  request: CommitRequest,
): Promise<{ id: string; when: string } | undefined> {
  const head = await gitValue(root, ['rev-parse', '--verify', '-q', 'HEAD']);
  if (head === undefined) throw new Error('the checkout has no commit yet');
  const gitDir = path.resolve(root, (await git(root, ['rev-parse', '--git-dir'])).trim());
  const officeDir = path.join(gitDir, 'office');
  await mkdir(officeDir, { recursive: true });
  const index = path.join(officeDir, `index-${randomBytes(6).toString('hex')}`);
  const env = { GIT_INDEX_FILE: index };
  const trailers = [...(request.trailers ?? [])];
  try {
    await git(root, ['read-tree', head], { env });
    for (const write of request.writes) {
      if (write.working === null) {
        const kept = await keepUntrackedBytes(root, officeDir, head, write.path);
        if (kept) trailers.push(`${KEPT_TRAILER}: ${kept} ${encodeURIComponent(write.path)}`);
      }
      if (write.committed === undefined) continue;
      if (write.committed === null) {
        await git(root, ['update-index', '--force-remove', '--', write.path], { env });
      } else {
        const blob = (
          await git(root, ['hash-object', '-w', '--stdin'], { input: write.committed })
        ).trim();
        await git(root, ['update-index', '--add', '--cacheinfo', `100644,${blob},${write.path}`], {
          env,
        });
      }
    }
    const tree = (await git(root, ['write-tree'], { env })).trim();
    const headTree = (await git(root, ['rev-parse', `${head}^{tree}`])).trim();
    const keptOnly = trailers.some((line) => line.startsWith(KEPT_TRAILER));
    if (tree === headTree && !keptOnly) {
      // HEAD holds it already (the working tree was behind): the files still say it.
      for (const write of request.writes) await writeWorking(root, write.path, write.working);
      return undefined;
    }
    const message = `${request.message}\n\n${[`${CHANGE_TRAILER}: ${request.kind}`, ...trailers].join('\n')}\n`;
    const commit = (await git(root, ['commit-tree', tree, '-p', head], { input: message })).trim();

    // The working tree's files, as they were, to put back if HEAD moved meanwhile.
    const before = await Promise.all(
      request.writes.map(async (write) => ({
        path: write.path,
        bytes: await readFile(path.join(root, write.path)).catch(() => null),
      })),
    );
    for (const write of request.writes) await writeWorking(root, write.path, write.working);
    try {
      await git(root, ['update-ref', '-m', `office: ${request.message}`, 'HEAD', commit, head]);
    } catch {
      for (const file of before) await writeWorking(root, file.path, file.bytes);
      throw new HeadMoved('the checkout changed while saving');
    }
    const paths = request.writes.filter((write) => write.committed !== undefined);
    if (paths.length > 0) {
      await git(root, ['reset', '-q', commit, '--', ...paths.map((write) => write.path)]);
    }
    const when = (await git(root, ['show', '-s', '--format=%cI', commit])).trim();
    return { id: commit, when };
  } finally {
    await rm(index, { force: true });
  }
}

async function writeWorking(root: string, file: string, bytes: Buffer | null): Promise<void> {
  const target = path.join(root, file);
  if (bytes === null) await removeFile(target);
  else await writeAtomically(target, bytes);
}

/**
 * Keeps a file about to be deleted when git cannot give its bytes back (HEAD does not hold
 * them): its bytes go to .git/office/kept/<sha-256>. Returns that name, or undefined.
 */
async function keepUntrackedBytes(
  root: string,
  officeDir: string,
  head: string,
  file: string,
): Promise<string | undefined> {
  const bytes = await readFile(path.join(root, file)).catch(() => undefined);
  if (bytes === undefined) return undefined;
  const inHead = (await git(root, ['ls-tree', head, '--', file])).trim().split(/\s+/)[2];
  const blob = (await gitBytes(root, ['hash-object', '--stdin'], { input: bytes })).stdout
    .toString('utf8')
    .trim();
  if (inHead === blob) return undefined;
  const name = createHash('sha256').update(bytes).digest('hex');
  const kept = path.join(officeDir, 'kept', name);
  await writeAtomically(kept, bytes);
  return name;
}

/** The bytes a kept file was saved with. */
export function keptBytes(root: string, gitDir: string, name: string): Promise<Buffer> {
  if (!/^[0-9a-f]{64}$/.test(name)) throw new Error('not a kept file');
  return readFile(path.join(path.resolve(root, gitDir), 'office', 'kept', name));
}
