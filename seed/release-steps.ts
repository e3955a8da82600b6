/**
 * Publish's release history at work: recording a release that went live, `--undo` and
 * `--history`. The decisions are in ./release-plan.ts; Firestore is written as the seed writes
 * it (./seed-firestore.ts), so an undo follows a publish's rules and keeps the seed's memory.
 */
import { ROOT } from '../tooling/paths';
import type { Project } from '../src/features/projects/project-schema';
import { EXIT, type Output } from './command';
import { describeTarget, openFirestore, type FirestoreTarget } from './firestore';
import type { PublishOptions } from './options';
import { commandLine, firebaseExecutable, liveUrl, stepHeading } from './publish-plan';
import { firestoreStep, messageOf, readLiveChannel, run, StepFailed } from './publish-steps';
import {
  markUndone,
  readReleaseProjects,
  readReleases,
  recordRelease,
  type StoredRelease,
} from './release-history';
import { cloneCommand, historyLines, releaseLines, undoPlan } from './release-plan';
import { SETTLING_CLASHES } from './merge';
import type { SeedPlan } from './seed-plan';
import { hasClashes, summary } from './seed-report';

/** The last step of a release: the history names it, its content and its Hosting version. */
export async function recordStep(
  projects: readonly Project[],
  options: PublishOptions,
  firebase: string,
  output: Output,
): Promise<void> {
  const hostingVersion = await liveHostingVersion(firebase, options.projectId, 'record');
  if (!hostingVersion) {
    throw new StepFailed('record', 'Hosting names no live version after the deploy.');
  }
  const commit = await currentCommit();
  await withHistory(options, 'record', async (db) => {
    const release = await recordRelease(db, projects, {
      at: new Date().toISOString(),
      commit,
      hostingVersion,
    });
    for (const line of releaseLines(release)) output.out(line);
  });
}

/** `--history`: the releases, newest first; nothing is changed. */
export async function history(options: PublishOptions, output: Output) {
  output.out(
    `Release history of Firebase project "${options.projectId}" (${describeTarget(options)}).`,
  );
  const { db, close } = openFirestore(options);
  try {
    for (const line of historyLines(await readReleases(db))) output.out(line);
    return EXIT.done;
  } catch (error) {
    output.err(`Reading the release history failed: ${messageOf(error)}`);
    return EXIT.failed;
  } finally {
    await close();
  }
}

/**
 * `--undo`: the release before the current one goes back up, Hosting first, then Firestore
 * (as a release does: every photo its records name is live before they are), and only then
 * does the history forget the undone release, so a re-run after any failure finds the same
 * two releases and finishes the job.
 */
export async function undo(options: PublishOptions, output: Output) {
  output.out(`Undoing the last release of Firebase project "${options.projectId}".`);
  output.out(stepHeading('find', 'undo'));
  const { current, target, projects } = await withHistory(options, 'find', async (db) => {
    const plan = undoPlan(await readReleases(db));
    if ('error' in plan) throw new StepFailed('find', plan.error);
    const read = await readReleaseProjects(db, plan.target);
    if (read.problems.length > 0) {
      for (const problem of read.problems) output.err(`  ${problem}`);
      throw new StepFailed(
        'find',
        `release #${plan.target.number}'s content does not pass the site's checks today.`,
      );
    }
    return { ...plan, projects: read.projects };
  });
  output.out('Taking down:');
  for (const line of releaseLines(current)) output.out(line);
  output.out('Putting back:');
  for (const line of releaseLines(target)) output.out(line);

  output.out(stepHeading('compare', 'undo'));
  output.out(`Firestore: ${describeTarget(options)}.`);
  // The seed's report speaks of the data file; here its side is the release put back.
  output.out(`Below, "the file" is release #${target.number}'s content, which the undo puts back.`);
  const plan = await restoreContent(projects, options, current, false, output);
  const firebase = firebaseExecutable(process.env, ROOT);
  const clone = cloneCommand(firebase, options.projectId, target.hostingVersion);
  if (options.dryRun) {
    output.out('Dry run: nothing was cloned or written. A real run would then:');
    output.out(`  ${stepHeading('clone', 'undo')}: ${commandLine(clone)}`);
    output.out(`  ${stepHeading('restore', 'undo')}: ${summary(plan)} (the plan above)`);
    output.out(`  ${stepHeading('forget', 'undo')}: release #${current.number}`);
    return EXIT.done;
  }

  output.out(`${stepHeading('clone', 'undo')}: ${commandLine(clone)}`);
  const live = await liveHostingVersion(firebase, options.projectId, 'clone');
  if (live === target.hostingVersion) {
    // A re-run after a failed restore: Hosting is already back.
    output.out(`  Hosting already serves ${live}.`);
  } else {
    if (live !== current.hostingVersion) {
      output.out(
        `  Note: Hosting served ${live ?? 'nothing'}, not release #${current.number}'s version (rolled back in the console?).`,
      );
    }
    const cloned = await run(clone);
    if (cloned.code !== 0) {
      throw new StepFailed('clone', `\`${commandLine(clone)}\` exited ${cloned.code}.`);
    }
  }

  output.out(stepHeading('restore', 'undo'));
  const done = await restoreContent(projects, options, current, true, output);

  output.out(stepHeading('forget', 'undo'));
  await withHistory(options, 'forget', (db) => markUndone(db, current, new Date().toISOString()));
  output.out(
    `Undone: release #${current.number} is down, release #${target.number} is live again; Firestore: ${summary(done)}.`,
  );
  output.out(`Live at ${liveUrl(options.projectId)}`);
  return EXIT.done;
}

/**
 * Plans (and with `write`, writes) Firestore back to a release's content as a publish of it
 * would: a change made in Firestore since the current release stops it, and the seed's
 * memory follows what is written, so the next publish of the file meets no conflict.
 */
async function restoreContent(
  projects: readonly Project[],
  options: PublishOptions,
  current: StoredRelease,
  write: boolean,
  output: Output,
): Promise<SeedPlan> {
  return firestoreStep(write ? 'restore' : 'compare', projects, options, write, output, {
    changedDuringRun: 'Run the undo again to see what changed.',
    blocked: (plan) => {
      const why = hasClashes(plan) ? ` ${SETTLING_CLASHES}` : '';
      // At the restore, the change came after the comparison: Hosting is already back.
      const left = write
        ? 'Nothing was written to Firestore.'
        : 'Nothing was written and Hosting is as it was.';
      return `Firestore changed since release #${current.number} (above), and undoing would lose those changes.${why} ${left} To keep them, run \`npm run pull\` and publish; to undo anyway, losing them, add --overwrite.`;
    },
  });
}

/** The live version Hosting names, or undefined before the site's first release. */
async function liveHostingVersion(
  firebase: string,
  projectId: string,
  step: 'record' | 'clone',
): Promise<string | undefined> {
  const live = await readLiveChannel(firebase, projectId);
  if ('error' in live) throw new StepFailed(step, `${live.error}.`);
  return live.version;
}

/** The commit the repository is at, and whether its files differ from it; null outside git. */
async function currentCommit(): Promise<{ sha: string; dirty: boolean } | null> {
  const head = await run({ file: 'git', args: ['rev-parse', 'HEAD'] }, { capture: true });
  if (head.code !== 0) return null;
  const status = await run({ file: 'git', args: ['status', '--porcelain'] }, { capture: true });
  return { sha: head.stdout.trim(), dirty: status.stdout.trim() !== '' };
}

/** Runs `work` on the history's Firestore; a failure there is the step's. */
async function withHistory<T>(
  target: FirestoreTarget,
  step: 'record' | 'find' | 'forget',
  work: (db: ReturnType<typeof openFirestore>['db']) => Promise<T>,
): Promise<T> {
  const { db, close } = openFirestore(target);
  try {
    return await work(db);
  } catch (error) {
    if (error instanceof StepFailed) throw error;
    throw new StepFailed(step, `the release history: ${messageOf(error)}`);
  } finally {
    await close();
  }
}
