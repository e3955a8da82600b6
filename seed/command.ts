/**
 * How the content commands (seed, pull, publish) start and end: one exit-status table, one
 * way to print a usage mistake or the help text, and where they report.
 */
import { runMain, UsageError } from '../tooling/run-main';
import type { StepEvent } from './release/steps';

/**
 * Exit status of seed, pull and publish. `conflict`: Firestore holds changes the file lacks
 * (or the same field changed differently on both sides), and nothing was written.
 */
export const EXIT = { done: 0, failed: 1, usage: 2, conflict: 3 } as const;

type ExitStatus = (typeof EXIT)[keyof typeof EXIT];

/** What a conflict means to seed and publish; pull says it its own way. */
const FIRESTORE_AHEAD = `Firestore holds changes the file lacks (run \`npm run pull\`),
     or the same field changed differently on both sides; nothing was written`;

/** The closing paragraph of each command's usage text: the table above, in words. */
export function exitStatusText(failed: string, conflict = FIRESTORE_AHEAD): string {
  return `Exit status:
  ${EXIT.done}  done
  ${EXIT.failed}  ${failed}
  ${EXIT.usage}  wrong usage
  ${EXIT.conflict}  conflict: ${conflict}`;
}

/**
 * Where a content command reports: lines for stdout and for stderr, and, for a caller that
 * shows progress (the office), each release step as it starts or fails.
 */
export type Output = {
  out: (line: string) => void;
  err: (line: string) => void;
  step?: (event: StepEvent) => void;
};

/** The terminal, for a command run from the shell; tests pass an Output that collects lines. */
const consoleOutput: Output = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

type Command<Options> = {
  usage: string;
  /** Reads argv; throws a UsageError for a mistake, returns 'help' for --help. */
  parse: (argv: readonly string[]) => Options | 'help';
  run: (options: Options, output: Output) => Promise<ExitStatus>;
};

/** Parses, then runs: `--help` prints the usage text; a usage mistake prints it too, and exits 2. */
export async function runCommand<Options>(
  argv: readonly string[],
  output: Output,
  { usage, parse, run }: Command<Options>,
): Promise<ExitStatus> {
  let options: Options | 'help';
  try {
    options = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${usage}`);
    return EXIT.usage;
  }
  if (options === 'help') {
    output.out(usage);
    return EXIT.done;
  }
  return run(options, output);
}

/** A command's entry point: its arguments from the shell, its report to the terminal. */
export function commandMain(
  name: string,
  command: (argv: readonly string[], output: Output) => Promise<ExitStatus>,
): void {
  runMain(name, () => command(process.argv.slice(2), consoleOutput));
}
