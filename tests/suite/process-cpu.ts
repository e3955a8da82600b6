/**
 * The CPU time a command and everything it started used, for npm test's table. The usual
 * account (a parent's rusage of the children it waited for) misses most of a browser test:
 * Playwright starts each browser in a session of its own, and its renderer processes are
 * never waited for by anything of ours. So on Linux the processes are read from /proc twice a
 * second, every descendant of the command's process counted at its last reading (a process
 * that lives less than half a second may be missed: the figure is a slight underestimate).
 * Elsewhere there is no figure.
 */
import { readdirSync, readFileSync } from 'node:fs';

const INTERVAL_MS = 500;
/** Clock ticks a second, as /proc counts CPU time: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

type Stat = { pid: number; parent: number; started: string; ticks: number };

/** A /proc/<pid>/stat line: its parent, start time and user + system ticks. */
export function parseStat(line: string): Stat | undefined {
  // The command name, in parentheses, may itself hold spaces and parentheses.
  const pid = Number.parseInt(line, 10);
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // Fields after the name: state, ppid, …, utime (12th), stime (13th), …, starttime (20th).
  const [parent, utime, stime, started] = [fields[1], fields[11], fields[12], fields[19]];
  if (!Number.isFinite(pid) || !parent || !utime || !stime || !started) return undefined;
  return { pid, parent: Number(parent), started, ticks: Number(utime) + Number(stime) };
}

function readStats(): Stat[] {
  const stats: Stat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (stat) stats.push(stat);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return stats;
}

/**
 * Starts counting the CPU time of `root` and its descendants; `stop()` returns it in ms, or
 * undefined where there is no /proc.
 */
export function countCpu(root: number): { stop: () => number | undefined } {
  let available = true;
  /** Processes known to be ours, by pid and start time (a pid may be reused). */
  const ours = new Set<string>();
  const ticks = new Map<string, number>();
  const read = () => {
    let stats: Stat[];
    try {
      stats = readStats();
    } catch {
      available = false;
      return;
    }
    const key = (stat: Stat) => `${stat.pid}@${stat.started}`;
    const byPid = new Map(stats.map((stat) => [stat.pid, stat]));
    const isOurs = (stat: Stat, depth = 0): boolean => {
      if (ours.has(key(stat)) || stat.pid === root) return true;
      const parent = byPid.get(stat.parent);
      return (
        depth < 64 && parent !== undefined && parent.pid !== stat.pid && isOurs(parent, depth + 1)
      );
    };
    for (const stat of stats) {
      if (!isOurs(stat)) continue;
      ours.add(key(stat));
      ticks.set(key(stat), stat.ticks);
    }
  };
  read();
  const timer = setInterval(read, INTERVAL_MS);
  return {
    stop() {
      clearInterval(timer);
      read();
      if (!available) return undefined;
      let total = 0;
      for (const value of ticks.values()) total += value;
      return (total / TICKS_PER_SECOND) * 1000;
    },
  };
}
