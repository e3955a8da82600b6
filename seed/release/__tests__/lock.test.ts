import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOSTING_STAND_IN } from '../../../tests/support/hosting-stand-in/live-site';
import { runNodeScript } from '../../../tests/support/firestore-emulator';
import { ROOT } from '../../../tooling/paths';
import { LOCK_FILE, lockState, releaseUnderway, ReleaseUnderway, withReleaseLock } from '../lock';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A process id that ran and is gone. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid ?? 0;
}

describe('the release lock', () => {
  it('refuses a second release while one runs, saying one is under way, and frees itself after', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'lock-'));
    let second: unknown;
    await withReleaseLock(
      'a publish',
      async () => {
        expect(releaseUnderway(root)).toMatchObject({ pid: process.pid, what: 'a publish' });
        second = await withReleaseLock('a preview', async () => 'ran', root).catch(
          (error: unknown) => error,
        );
      },
      root,
    );
    expect(second).toBeInstanceOf(ReleaseUnderway);
    expect((second as Error).message).toMatch(
      /^A release is under way on this checkout \(a publish, process \d+, since /,
    );
    expect(existsSync(path.join(root, LOCK_FILE))).toBe(false);
    expect(releaseUnderway(root)).toBeUndefined();
    expect(await withReleaseLock('a preview', async () => 'ran', root)).toBe('ran');
  });

  it('takes over a lock whose process has gone', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const file = path.join(root, LOCK_FILE);
    writeFileSync(file, JSON.stringify({ pid: deadPid(), what: 'a publish', since: 'then' }));
    expect(releaseUnderway(root)).toBeUndefined();
    const held = await withReleaseLock(
      'an undo',
      async () => JSON.parse(readFileSync(file, 'utf8')) as { pid: number },
      root,
    );
    expect(held.pid).toBe(process.pid);
    writeFileSync(file, 'half-written');
    expect(await withReleaseLock('an undo', async () => 'ran', root)).toBe('ran');
  });

  it('is held or stale by whether its process runs', () => {
    const holder = { pid: 42, what: 'a publish', since: 'now' };
    expect(lockState(holder, () => true)).toBe('held');
    expect(lockState(holder, () => false)).toBe('stale');
    expect(lockState(undefined, () => true)).toBe('stale');
  });

  it('stops npm run publish on the same checkout before it does anything', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'lock-'));
    await withReleaseLock(
      'a publish',
      async () => {
        const result = await runNodeScript(
          'seed/publish.ts',
          ['--project', 'crossroads-renovation', '--preview'],
          { FIREBASE_BIN: HOSTING_STAND_IN, STANDIN_LOG: path.join(root, 'log') },
        );
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('A release is under way on this checkout (a publish');
        expect(result.stdout).toBe('');
        expect(existsSync(path.join(root, 'log'))).toBe(false);
      },
      ROOT,
    );
  });
});
