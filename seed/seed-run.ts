import { isBlocked } from './seed-plan';
import { CONFLICT_ADVICE, summary } from './seed-report';
import { UsageError } from '../tooling/run-main';
import { USAGE, parseSeedArgs, type SeedOptions } from './seed-options';
import { ChangedDuringRun, describeTarget, seedProjects } from './seed-firestore';
import type { Output } from './command-output';
import { loadCheckedProjects } from './project-file';

/**
 * Exit status of the seed (and of pull and publish): 0 done, 1 the file or Firestore failed,
 * 2 the command was misused, 3 Firestore holds changes the file lacks (nothing was written).
 */
const EXIT = { done: 0, failed: 1, usage: 2, conflict: 3 } as const;

/** Test hooks; a real run passes none. */
type SeedHooks = {
  /** Runs after Firestore was read and the plan made, before the first write. */
  beforeWrite?: () => Promise<void>;
};

export async function runSeed(
  argv: readonly string[],
  output: Output,
  hooks: SeedHooks = {},
): Promise<number> {
  let options: SeedOptions | 'help';
  try {
    options = parseSeedArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (options === 'help') {
    output.out(USAGE);
    return EXIT.done;
  }

  const loaded = await loadCheckedProjects(options.file, options.publicDir, 'seed from', output);
  if (!loaded) return EXIT.failed;
  output.out(`Target: ${describeTarget(options)}.`);

  try {
    const { plan, written } = await seedProjects(
      options,
      loaded.projects,
      { ...options, write: !options.dryRun, beforeWrite: hooks.beforeWrite },
      output,
    );
    if (isBlocked(plan)) {
      for (const line of CONFLICT_ADVICE) output.err(line);
      return EXIT.conflict;
    }
    if (!written) {
      output.out('Dry run: nothing was written.');
      return EXIT.done;
    }
    output.out(`Done: ${summary(plan)}.`);
    return EXIT.done;
  } catch (error) {
    if (error instanceof ChangedDuringRun) {
      output.err(`${error.message}. Run the seed again to see what changed.`);
      return EXIT.conflict;
    }
    output.err(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
}
