import { spawn } from 'node:child_process';
import { ROOT } from '../tooling/paths';
import { EXIT } from './command';
import type { Command, Step } from './publish-plan';

/** A step that stopped the release; its message is printed with what is live and how to retry. */
export class StepFailed extends Error {
  constructor(
    readonly step: Step,
    message: string,
    readonly status: typeof EXIT.failed | typeof EXIT.conflict = EXIT.failed,
    /** What is live and how to go on, when the step's usual advice does not say it. */
    readonly advice?: string[],
  ) {
    super(message);
  }
}

/**
 * Runs a step's command in the repository, its output shown as it comes; with `capture`, its
 * standard output is kept instead, for publish to read.
 */
export function run(
  { file, args }: Command,
  { capture = false } = {},
): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: ROOT,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.once('error', (error) => {
      console.error(`Could not start ${file}: ${error.message}`);
      resolve({ code: 127, stdout });
    });
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), stdout }));
  });
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
