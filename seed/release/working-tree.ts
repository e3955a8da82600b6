/**
 * Whether the checkout is what its commit says: a release is built from committed files only
 * (what any other copy of the repository would build), so a tracked file with uncommitted
 * changes stops it, named. Untracked and ignored files (`.env.local`, dist/) do not count.
 */
import { run } from './programs';

/** The paths `git status --porcelain` names (`XY path`, a rename `XY old -> new`). */
export function uncommittedFiles(porcelain: string): string[] {
  return porcelain
    .split('\n')
    .filter((line) => line.length > 3)
    .map((line) => line.slice(3).split(' -> ').pop() ?? line.slice(3));
}

/** The tracked files that differ from the commit; undefined outside a git repository. */
export async function readUncommitted(): Promise<string[] | undefined> {
  const status = await run(
    { file: 'git', args: ['status', '--porcelain', '--untracked-files=no'] },
    { capture: true, quiet: true },
  );
  return status.code === 0 ? uncommittedFiles(status.stdout) : undefined;
}

const FILES_SHOWN = 10;

/** Why a release from these files would not be the repository's, or undefined. */
export function uncommittedProblem(files: readonly string[]): string | undefined {
  if (files.length === 0) return undefined;
  const shown = files.slice(0, FILES_SHOWN).join(', ');
  const more = files.length > FILES_SHOWN ? ` and ${files.length - FILES_SHOWN} more` : '';
  return `these tracked files have changes that are not committed: ${shown}${more}. A release is built from committed files only, so that every computer publishes the same site: commit them (\`git commit -am "…"\`), or put them back (\`git restore FILE\`), then publish again`;
}
