import type { ChildProcess } from 'node:child_process';
import { ScriptError } from '../../tooling/run-main';

/**
 * Stops a child started with `detached: true` and everything it started (npx, tsx, a JVM under
 * gcloud's Python or firebase-tools): SIGTERM to the whole group, SIGKILL to whatever is left
 * after five seconds, and waits until the group is gone. Throws naming `what` if it would not go.
 */
export async function stopGroup(child: ChildProcess, what: string): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid ?? 0), name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5_000));
  if ((await Promise.race([exited, timeout])) === 'timeout') signal('SIGKILL');
  // The group may outlive its leader (Java under gcloud's Python): make sure it is gone.
  signal('SIGKILL');
  // A killed JVM can take seconds to release its memory and leave the process table (seen in
  // CI after 2 s), so allow 15 s before calling the group stuck, killing again each second.
  for (let tries = 1; groupAlive(child.pid) && tries <= 150; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (tries % 10 === 0) signal('SIGKILL');
  }
  if (groupAlive(child.pid)) {
    throw new ScriptError(`${what}'s processes (group ${child.pid}) would not stop`);
  }
}

/** Whether any process of the group `pid` leads is still there. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
