import { clock, timeTable } from '../time-table';

describe('clock', () => {
  it('reads minutes and seconds', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(41_400)).toBe('0:41');
    expect(clock(725_000)).toBe('12:05');
  });
});

describe('timeTable', () => {
  const table = timeTable(
    [
      { ms: 12_000, steps: [{ name: 'typecheck', ms: 12_000, cpuMs: 14_000, code: 0 }] },
      {
        ms: 110_000,
        steps: [
          { name: 'lint', ms: 40_000, cpuMs: 30_000, code: 0 },
          { name: 'unit', ms: 110_000, cpuMs: 90_000, code: 1 },
        ],
      },
      { steps: [{ name: 'build' }] },
    ],
    130_000,
  );
  const rows = table.split('\n');

  it('has a row per phase and a total, each with its wall and CPU time', () => {
    expect(rows).toHaveLength(2 + 3 + 1);
    expect(rows[2]).toMatch(/^\| typecheck +\| 0:12 +\| 0:14 +\| passed +\|$/);
    expect(rows[5]).toMatch(/^\| total +\| 2:10 +\| 2:14 +\| +\|$/);
  });

  it('names the steps of a phase run side by side, their times and which failed', () => {
    expect(rows[3]).toContain('| lint + unit | 1:50 | 2:00 |');
    expect(rows[3]).toContain(
      'FAILED, side by side: lint 0:40 (CPU 0:30), unit 1:50 (CPU 1:30) FAILED',
    );
  });

  it('says which phases did not run', () => {
    expect(rows[4]).toMatch(/^\| build +\| – +\| – +\| not run +\|$/);
  });
});
