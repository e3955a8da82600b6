/**
 * How every command here starts and ends. `runMain` sets the exit code: the one `main`
 * returns, 0 when it returns nothing, 2 with a one-line message (and the usage text) for a
 * `UsageError`, and 1 when it throws anything else. A `ScriptError` is an expected failure
 * (bad input, a missing file) and prints without a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class ScriptError extends Error {}

/** A mistake in how the command was called (an unknown option, a bad value): exits 2. */
export class UsageError extends ScriptError {
  override name = 'UsageError';
}

type Main = (() => Promise<number>) | (() => Promise<void>);

export function runMain(name: string, main: Main, usage?: string): void {
  main().then(
    (code: unknown) => {
      process.exitCode = typeof code === 'number' ? code : 0;
    },
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${name}: ${error.message}${usage ? `\n\n${usage}` : ''}`);
        process.exitCode = 2;
        return;
      }
      if (error instanceof ScriptError) console.error(`${name}: ${error.message}`);
      else console.error(`${name} failed:`, error);
      process.exitCode = 1;
    },
  );
}

/**
 * `node:util`'s parseArgs (strict by default: unknown options are refused), its complaints
 * turned into a `UsageError`. Reads `process.argv` unless `args` is given.
 */
export function parseCommandLine<T extends ParseArgsConfig>(config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A number-valued option: undefined when absent, a `UsageError` when it is not a number. */
export function numberOption(
  name: string,
  value: string | undefined,
  { integer = false, min = -Infinity }: { integer?: boolean; min?: number } = {},
): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (
    value.trim() === '' ||
    !Number.isFinite(number) ||
    (integer && !Number.isInteger(number)) ||
    number < min
  ) {
    const kind = integer ? (min >= 1 ? 'a whole number ≥ ' + min : 'a whole number') : 'a number';
    throw new UsageError(`--${name} must be ${kind}, not "${value}".`);
  }
  return number;
}
