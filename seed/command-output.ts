/** Where a content command (seed, pull, publish) reports: lines for stdout and for stderr. */
export type Output = { out: (line: string) => void; err: (line: string) => void };

/** The terminal, for a command run from the shell; tests pass an Output that collects lines. */
export const consoleOutput: Output = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};
