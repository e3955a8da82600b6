import { EXIT, runCommand, type Output } from './command';
import { describeTarget, firestoreError } from './firestore';
import { SEED_USAGE, parseSeedArgs, type FileCommandOptions } from './options';
import { loadCheckedProjects } from './project-file';
import { ChangedDuringRun, seedProjects } from './seed-firestore';
import { isBlocked } from './seed-plan';
import { conflictAdvice, summary } from './seed-report';
import { projectReached } from './setup-probes';

/** Test hooks; a real run passes none. */
type SeedHooks = {
  /** Runs after Firestore was read and the plan made, before the first write. */
  beforeWrite?: () => Promise<void>;
};

/** `npm run seed`: exit status as in EXIT (./command.ts). */
export function runSeed(argv: readonly string[], output: Output, hooks: SeedHooks = {}) {
  return runCommand(argv, output, {
    usage: SEED_USAGE,
    parse: (args) => parseSeedArgs(args),
    run: (options) => seed(options, output, hooks),
  });
}

async function seed(options: FileCommandOptions, output: Output, hooks: SeedHooks) {
  if (!(await projectReached(options, output))) return EXIT.failed;
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
      for (const line of conflictAdvice(plan)) output.err(line);
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
    output.err(`Seeding failed: ${firestoreError(error)}`);
    return EXIT.failed;
  }
}
