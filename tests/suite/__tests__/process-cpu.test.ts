import { countCpu, parseStat } from '../process-cpu';

describe('parseStat', () => {
  it('reads the parent, start time and CPU ticks, whatever the command is called', () => {
    const line =
      '4242 (Web Content (x)) S 4200 4242 4242 0 -1 4194560 100 0 0 0 350 40 0 0 20 0 12 0 987654 1000 200 18446744073709551615';
    expect(parseStat(line)).toEqual({ pid: 4242, parent: 4200, started: '987654', ticks: 390 });
  });

  it('refuses a line it cannot read', () => {
    expect(parseStat('')).toBeUndefined();
  });
});

describe.runIf(process.platform === 'linux')('countCpu', () => {
  it("counts the CPU time of a process's descendants", async () => {
    const { spawn } = await import('node:child_process');
    // A grandchild that uses half a second of CPU (its own, however busy the machine), says
    // so, and waits to be stopped.
    const spin =
      "while (process.cpuUsage().user < 500_000); console.log('spun'); setInterval(() => {}, 1000);";
    const child = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(spin)}], { stdio: 'inherit' })`,
      ],
      { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const cpu = countCpu(child.pid ?? 0);
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      // /proc counts in hundredths of a second.
      expect(cpu.stop()).toBeGreaterThanOrEqual(490);
    } finally {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    }
  });
});
