/**
 * The one place a release starts another program: the site's build, git, and firebase-tools
 * (which only ./hosting.ts asks for). Each runs in the repository, its output shown as it comes
 * or kept for the caller to read.
 */
import { spawn } from 'node:child_process';
import { ROOT } from '../../tooling/paths';

/** A program a release runs, as it would be typed. */
export type Command = { file: string; args: string[] };

/**
 * Runs `command` in the repository, its output shown as it comes; with `capture`, its
 * standard output is kept instead, for the caller to read, and with `quiet` its standard error
 * too is not shown (a question whose answer the caller words). A program that cannot start
 * exits 127.
 */
export function run(
  { file, args }: Command,
  { capture = false, quiet = false } = {},
): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: ROOT,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', quiet ? 'ignore' : 'inherit'],
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

/** A command as the office would type it, a word the shell would split or expand quoted. */
export function commandLine({ file, args }: Command): string {
  return [file, ...args]
    .map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word}'`))
    .join(' ');
}
