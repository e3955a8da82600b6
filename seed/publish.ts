import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Project } from '../src/features/projects/project-schema';
import { DATA_FILE, PUBLIC_DIR, ROOT } from '../tooling/paths';
import { commandMain, EXIT, runCommand, type Output } from './command';
import { describeTarget } from './firestore';
import { PUBLISH_USAGE, parsePublishArgs, type PublishOptions } from './options';
import { loadCheckedProjects } from './project-file';
import {
  buildCommand,
  commandLine,
  deployCommand,
  failureAdvice,
  firebaseExecutable,
  liveUrl,
  rerunCommand,
  stepHeading,
  type Command,
  type Step,
} from './publish-plan';
import { ChangedDuringRun, seedProjects } from './seed-firestore';
import { isBlocked, type SeedPlan } from './seed-plan';
import { hasClashes, summary } from './seed-report';

/** A step that stopped the release; its message is printed with what is live and how to retry. */
class StepFailed extends Error {
  constructor(
    readonly step: Step,
    message: string,
    readonly status: typeof EXIT.failed | typeof EXIT.conflict = EXIT.failed,
  ) {
    super(message);
  }
}

/** `npm run publish`: exit status as in EXIT (./command.ts). */
function runPublish(argv: readonly string[], output: Output) {
  return runCommand(argv, output, {
    usage: PUBLISH_USAGE,
    parse: (args) => parsePublishArgs(args),
    run: (options) => publish(options, output),
  });
}

async function publish(options: PublishOptions, output: Output) {
  const rerun = rerunCommand(options);
  try {
    return await release(options, output);
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    output.err(`${stepHeading(error.step)} failed: ${error.message}`);
    for (const line of failureAdvice(error.step, rerun)) output.err(line);
    return error.status;
  }
}

async function release(options: PublishOptions, output: Output) {
  const target = { projectId: options.projectId, emulatorHost: options.emulatorHost };
  output.out(`Publishing to Firebase project "${options.projectId}".`);

  output.out(stepHeading('check'));
  const loaded = await loadCheckedProjects(
    path.join(PUBLIC_DIR, DATA_FILE),
    PUBLIC_DIR,
    'publish',
    output,
  );
  if (!loaded) throw new StepFailed('check', 'the data file cannot be published as it is.');

  output.out(stepHeading('compare'));
  output.out(`Firestore: ${describeTarget(target)}.`);
  const plan = await compare(loaded.projects, options, output);
  const firebase = firebaseExecutable(process.env, ROOT);
  const build = buildCommand();
  const deploy = deployCommand(firebase, options.projectId);
  if (options.dryRun) {
    output.out('Dry run: nothing was built, deployed or written. A real run would then:');
    output.out(`  ${stepHeading('build')}: ${commandLine(build)}`);
    output.out(`  ${stepHeading('deploy')}: ${commandLine(deploy)}`);
    output.out(`  ${stepHeading('seed')}: ${summary(plan)} (the plan above)`);
    output.out(`  and the site would be live at ${liveUrl(options.projectId)}`);
    return EXIT.done;
  }

  output.out(`${stepHeading('build')}: ${commandLine(build)}`);
  const built = await run(build);
  if (built !== 0) throw new StepFailed('build', `\`${commandLine(build)}\` exited ${built}.`);

  output.out(`${stepHeading('deploy')}: ${commandLine(deploy)}`);
  const deployed = await run(deploy);
  if (deployed !== 0) {
    throw new StepFailed('deploy', `\`${commandLine(deploy)}\` exited ${deployed}.`);
  }

  output.out(stepHeading('seed'));
  const done = await seed(loaded.projects, options, output);
  output.out(`Published: the site, rules and indexes are deployed; Firestore: ${summary(done)}.`);
  output.out(`Live at ${liveUrl(options.projectId)}`);
  return EXIT.done;
}

/** Step 2: the seed's plan, which must be free of conflicts before anything is built. */
async function compare(
  projects: Project[],
  options: PublishOptions,
  output: Output,
): Promise<SeedPlan> {
  let plan: SeedPlan;
  try {
    ({ plan } = await seedProjects(options, projects, { ...options, write: false }, output));
  } catch (error) {
    throw new StepFailed('compare', `reading Firestore failed: ${messageOf(error)}`);
  }
  if (isBlocked(plan)) {
    throw new StepFailed(
      'compare',
      hasClashes(plan)
        ? "the data file and Firestore changed the same thing differently (above): make the file say what is right (edit it, or run `npm run pull -- --overwrite` to take Firestore's side there; pull merges everything else), commit the file, and publish again (or publish with --overwrite to let the file win)."
        : 'Firestore holds changes the data file lacks: run `npm run pull`, commit the file, and publish again (or publish with --overwrite to let the file win).',
      EXIT.conflict,
    );
  }
  return plan;
}

/** Step 5: read and plan again (time passed since step 2), then write with preconditions. */
async function seed(
  projects: Project[],
  options: PublishOptions,
  output: Output,
): Promise<SeedPlan> {
  let plan: SeedPlan;
  try {
    ({ plan } = await seedProjects(options, projects, { ...options, write: true }, output));
  } catch (error) {
    if (error instanceof ChangedDuringRun) {
      throw new StepFailed(
        'seed',
        `${error.message}. Run \`npm run pull\`, then publish again.`,
        EXIT.conflict,
      );
    }
    throw new StepFailed('seed', messageOf(error));
  }
  if (isBlocked(plan)) {
    // Nothing was written: the plan met a change made since step 2.
    throw new StepFailed(
      'seed',
      'Firestore changed during the release: run `npm run pull`, commit the file, and publish again.',
      EXIT.conflict,
    );
  }
  return plan;
}

/** Runs a step's command in the repository, its output shown as it comes. */
function run({ file, args }: Command): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) => {
      console.error(`Could not start ${file}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

commandMain('publish', runPublish);
