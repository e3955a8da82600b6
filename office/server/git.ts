/**
 * The `git` executable, run without a shell: arguments go to git as they are, whatever they
 * hold. Its output comes back as bytes or text; a failure throws with git's own words.
 */
import { execFile } from 'node:child_process';

type GitOptions = {
  /** Extra environment, such as GIT_INDEX_FILE for a temporary index. */
  env?: Record<string, string>;
  /** Bytes for git's standard input. */
  input?: Buffer | string;
  /** Exit codes that are answers, not failures (`git merge-file` counts conflicts in it). */
  okCodes?: number[];
};

class GitError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

export function gitBytes(
  root: string,
  args: readonly string[],
  options: GitOptions = {},
): Promise<{ stdout: Buffer; code: number }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      [...args],
      {
        cwd: root,
        encoding: 'buffer',
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...options.env },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        if (error && !(code !== null && options.okCodes?.includes(code))) {
          const words = stderr.toString('utf8').trim() || error.message;
          reject(new GitError(`git ${args[0] ?? ''}: ${words}`, code));
          return;
        }
        resolve({ stdout, code: code ?? 0 });
      },
    );
    // git may exit before it reads its input (an answer from the refs alone): that is no error.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(options.input ?? '');
  });
}

export async function git(
  root: string,
  args: readonly string[],
  options: GitOptions = {},
): Promise<string> {
  return (await gitBytes(root, args, options)).stdout.toString('utf8');
}

/** A value git prints on one line, or undefined when git says there is none (exit 1). */
export async function gitValue(root: string, args: readonly string[]): Promise<string | undefined> {
  const { stdout, code } = await gitBytes(root, args, { okCodes: [1, 128] });
  return code === 0 ? stdout.toString('utf8').trim() : undefined;
}
