/**
 * How every script here ends: its exit code when it returns one, 0 when it returns nothing,
 * and 1 with a one-line message when it throws. A thrown `ScriptError` is an expected
 * failure (bad input, a missing file) and prints without a stack trace.
 */
export class ScriptError extends Error {}

export function runMain(name: string, main: (() => Promise<number>) | (() => Promise<void>)): void {
  main().then(
    (code: unknown) => {
      process.exitCode = typeof code === 'number' ? code : 0;
    },
    (error: unknown) => {
      if (error instanceof ScriptError) console.error(`${name}: ${error.message}`);
      else console.error(`${name} failed:`, error);
      process.exitCode = 1;
    },
  );
}
