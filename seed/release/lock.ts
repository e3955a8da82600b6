/**
 * One release at a time on a checkout: a publish, a preview or an undo holds a lock file with
 * its process id while it runs, and a second one, from the command line or the office, is
 * refused with what is under way. A lock whose process has gone (a run that was killed) is
 * stale, and taken over.
 */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../tooling/paths';

/** The lock file, in the checkout (git-ignored). */
export const LOCK_FILE = '.release.lock';

/** Who holds the lock: a process, what it runs, since when. */
type LockHolder = { pid: number; what: string; since: string };

/** A release is under way on this checkout: the office answers 409 with this message. */
export class ReleaseUnderway extends Error {
  constructor(readonly holder: LockHolder) {
    super(
      `A release is under way on this checkout (${holder.what}, process ${holder.pid}, since ${holder.since}): wait until it finishes, then try again.`,
    );
  }
}

/**
 * Whether a lock file found is held, or stale: a file that cannot be read (a run killed while
 * writing it) or whose process is gone is stale.
 */
export function lockState(
  holder: LockHolder | undefined,
  isAlive: (pid: number) => boolean,
): 'held' | 'stale' {
  return holder && isAlive(holder.pid) ? 'held' : 'stale';
}

/** Runs `work` holding the release lock of the checkout at `root`; refused while another holds it. */
export async function withReleaseLock<T>(
  what: string,
  work: () => Promise<T>,
  root: string = ROOT,
): Promise<T> {
  const file = path.join(root, LOCK_FILE);
  const holder: LockHolder = { pid: process.pid, what, since: new Date().toISOString() };
  take(file, holder);
  try {
    return await work();
  } finally {
    // Only its own: a lock taken over from this run (it was thought dead) is not removed.
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  }
}

/** The lock's holder, when a release is under way on the checkout at `root`. */
export function releaseUnderway(root: string = ROOT): LockHolder | undefined {
  const holder = readHolder(path.join(root, LOCK_FILE));
  return lockState(holder, isAlive) === 'held' ? holder : undefined;
}

function take(file: string, holder: LockHolder, attempt = 0): void {
  try {
    // `wx`: created only if it does not exist, so two runs starting at once cannot both win.
    const fd = openSync(file, 'wx');
    writeSync(fd, JSON.stringify(holder));
    closeSync(fd);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
    const found = readHolder(file);
    if (found && lockState(found, isAlive) === 'held') throw new ReleaseUnderway(found);
    if (attempt > 0) throw error;
    rmSync(file, { force: true });
    take(file, holder, attempt + 1);
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const pid: unknown = typeof parsed === 'object' && parsed ? Reflect.get(parsed, 'pid') : 0;
    return typeof pid === 'number' && pid > 0 ? (parsed as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process runs: signal 0 tests without signalling (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isCode(error, 'EPERM');
  }
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === code;
}
