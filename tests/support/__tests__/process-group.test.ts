import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { groupAlive, stopGroup } from '../process-group';

describe('stopGroup', () => {
  it('stops the whole group, also a process that ignores SIGTERM', async () => {
    // The shell ignores SIGTERM and so does the sleep it starts, as a stuck JVM would.
    const child = spawn('sh', ['-c', 'trap "" TERM; sleep 60 & echo started; wait'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    await once(child.stdout, 'data');
    const pid = child.pid ?? 0;
    expect(groupAlive(pid)).toBe(true);

    await stopGroup(child, 'the test group');
    expect(groupAlive(pid)).toBe(false);
  });

  it('does nothing for a child that has already exited', async () => {
    const child = spawn('true', [], { detached: true });
    await once(child, 'exit');
    await expect(stopGroup(child, 'the test group')).resolves.toBeUndefined();
  });
});
