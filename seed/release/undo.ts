/**
 * `npm run publish -- --undo`: the release before the current one goes back up, Hosting
 * first, then Firestore (as a release does: every photo its records name is live before they
 * are), and only then does the history forget the undone release, so a re-run after any
 * failure finds the same two releases and finishes the job. Firestore is written as the seed
 * writes it (./content.ts), so an undo follows a publish's rules and keeps the seed's memory.
 */
import { EXIT, type Output } from '../command';
import { describeTarget } from '../firestore';
import { SETTLING_CLASHES } from '../merge';
import { hasClashes, summary } from '../seed-report';
import { firestoreStep, type FirestoreStops } from './content';
import { releaseLines, undoPlan } from './history-plan';
import {
  markUndone,
  readReleaseProjects,
  readReleases,
  withHistory,
  type StoredRelease,
} from './history-store';
import { asTyped, cloneToLive, liveUrl, readLiveChannel } from './hosting';
import type { PublishOptions } from './publish-options';
import { beginStep, StepFailed, stepHeading } from './steps';

export async function undo(options: PublishOptions, output: Output) {
  const { projectId } = options;
  output.out(`Undoing the last release of Firebase project "${projectId}".`);
  beginStep(output, 'find', 'undo');
  const { current, target, projects } = await find(options, output);
  output.out('Taking down:');
  for (const line of releaseLines(current)) output.out(line);
  output.out('Putting back:');
  for (const line of releaseLines(target)) output.out(line);

  beginStep(output, 'compare', 'undo');
  output.out(`Firestore: ${describeTarget(options)}.`);
  // The seed's report speaks of the data file; here its side is the release put back.
  output.out(`Below, "the file" is release #${target.number}'s content, which the undo puts back.`);
  const stops = restoreStops(current);
  const plan = await firestoreStep('compare', projects, options, output, stops.compare);
  const clone = asTyped.cloneToLive(projectId, target.hostingVersion);
  if (options.dryRun) {
    output.out('Dry run: nothing was cloned or written. A real run would then:');
    output.out(`  ${stepHeading('clone', 'undo')}: ${clone}`);
    output.out(`  ${stepHeading('restore', 'undo')}: ${summary(plan)} (the plan above)`);
    output.out(`  ${stepHeading('forget', 'undo')}: release #${current.number}`);
    return EXIT.done;
  }

  beginStep(output, 'clone', 'undo', clone);
  await putBackLive(projectId, current, target, output);

  beginStep(output, 'restore', 'undo');
  const done = await firestoreStep('restore', projects, options, output, stops.restore);

  beginStep(output, 'forget', 'undo');
  await withHistory(options, 'forget', (db) => markUndone(db, current, new Date().toISOString()));
  output.out(
    `Undone: release #${current.number} is down, release #${target.number} is live again; Firestore: ${summary(done)}.`,
  );
  output.out(`Live at ${liveUrl(projectId)}`);
  return EXIT.done;
}

/** Step 1: the live release and the one before it, whose content must pass today's checks. */
function find(options: PublishOptions, output: Output) {
  return withHistory(options, 'find', async (db) => {
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
}

/** Step 3: the earlier release's Hosting version live again, unless a re-run finds it there. */
async function putBackLive(
  projectId: string,
  current: StoredRelease,
  target: StoredRelease,
  output: Output,
) {
  const live = await readLiveChannel(projectId);
  if ('error' in live) throw new StepFailed('clone', `${live.error}.`);
  if (live.version === target.hostingVersion) {
    // A re-run after a failed restore: Hosting is already back.
    output.out(`  Hosting already serves ${live.version}.`);
    return;
  }
  if (live.version !== current.hostingVersion) {
    output.out(
      `  Note: Hosting served ${live.version ?? 'nothing'}, not release #${current.number}'s version (rolled back in the console?).`,
    );
  }
  const failed = await cloneToLive(projectId, target.hostingVersion);
  if (failed) throw new StepFailed('clone', `${failed.error}.`);
}

/**
 * Steps 2 and 4 plan (and step 4 writes) Firestore back to a release's content as a publish
 * of it would: a change made in Firestore since the current release stops it, and the seed's
 * memory follows what is written, so the next publish of the file meets no conflict.
 */
function restoreStops(current: StoredRelease): Record<'compare' | 'restore', FirestoreStops> {
  const stops = (left: string): FirestoreStops => ({
    changedDuringRun: 'Run the undo again to see what changed.',
    blocked: (plan) => {
      const why = hasClashes(plan) ? ` ${SETTLING_CLASHES}` : '';
      return `Firestore changed since release #${current.number} (above), and undoing would lose those changes.${why} ${left} To keep them, run \`npm run pull\` and publish; to undo anyway, losing every change named above, add --overwrite.`;
    },
  });
  return {
    compare: stops('Nothing was written and Hosting is as it was.'),
    // At the restore, the change came after the comparison: Hosting is already back.
    restore: stops('Nothing was written to Firestore.'),
  };
}
