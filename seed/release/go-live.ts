/**
 * `npm run publish`: the data file's site and content go live, in the only safe order (every
 * photo is live before any record names it), and the history records the release. Before
 * anything is built it says what will change on the live site, against the live release.
 */
import type { Project } from '../../src/features/projects/project-schema';
import { ROOT } from '../../tooling/paths';
import {
  describeSettings,
  readReleaseEnv,
  RELEASE_ENV_FILE,
  releaseVariables,
  siteSettings,
  type SiteSettings,
} from '../../tooling/release-env';
import { EXIT, type Output } from '../command';
import { describeTarget } from '../firestore';
import { SETTLING_CLASHES } from '../merge';
import { hasClashes, summary } from '../seed-report';
import { build, dryRunBuild } from './build';
import { liveChangeLines, planLiveChanges } from './change-plan';
import { checkFile, firestoreStep, type FirestoreStops } from './content';
import { record } from './history';
import { settingsChange, standingReleases } from './history-plan';
import { readReleaseProjects, readReleases, withHistory } from './history-store';
import { asTyped, deployLive, liveUrl } from './hosting';
import type { PublishOptions } from './publish-options';
import { beginStep, messageOf, StepFailed, stepHeading } from './steps';
import { readUncommitted, uncommittedProblem } from './working-tree';

export async function goLive(options: PublishOptions, output: Output) {
  const { projectId } = options;
  output.out(`Publishing to Firebase project "${projectId}".`);

  const projects = await checkFile('live', output);
  await checkCommitted(options, output);
  const site = releaseSettings(output);

  beginStep(output, 'compare');
  output.out(`Firestore: ${describeTarget(options)}.`);
  const plan = await firestoreStep('compare', projects, options, output, COMPARE_STOPS);
  for (const line of await whatWillChange(projects, site, options)) output.out(line);
  if (options.dryRun) {
    output.out('Dry run: nothing was built, deployed or written. A real run would then:');
    await dryRunBuild(projects, options, output);
    output.out(`  ${stepHeading('deploy')}: ${asTyped.deployLive(projectId)}`);
    output.out(`  ${stepHeading('seed')}: ${summary(plan)} (the plan above)`);
    output.out(`  ${stepHeading('record')}`);
    output.out(`  and the site would be live at ${liveUrl(projectId)}`);
    return EXIT.done;
  }

  await build(projects, options, output);

  beginStep(output, 'deploy', 'live', asTyped.deployLive(projectId));
  const failed = await deployLive(projectId);
  if (failed) throw new StepFailed('deploy', `${failed.error}.`);

  beginStep(output, 'seed');
  const done = await firestoreStep('seed', projects, options, output, SEED_STOPS);

  beginStep(output, 'record');
  await record(projects, site, options, output);
  output.out(`Published: the site, rules and indexes are deployed; Firestore: ${summary(done)}.`);
  output.out(`Live at ${liveUrl(projectId)}`);
  return EXIT.done;
}

/**
 * Part of step 1: the files are the commit's. A dry run says what a real run would refuse; a
 * checkout that is no git repository (a test's copy) has no commit to be held to.
 */
async function checkCommitted({ dryRun }: PublishOptions, output: Output) {
  const files = await readUncommitted();
  if (files === undefined) {
    output.out('  Not a git repository: the release records no commit.');
    return;
  }
  const problem = uncommittedProblem(files);
  if (!problem) return;
  if (!dryRun) throw new StepFailed('check', `${problem}.`);
  output.out(`  A real run would stop here: ${problem}.`);
}

/** Part of step 1: what the site will run on, from the committed .env.release. */
function releaseSettings(output: Output): SiteSettings {
  try {
    const site = siteSettings(releaseVariables(readReleaseEnv(ROOT).text));
    output.out(`  The site will run on ${describeSettings(site)} (${RELEASE_ENV_FILE}).`);
    return site;
  } catch (error) {
    throw new StepFailed(
      'check',
      `${RELEASE_ENV_FILE} cannot configure the site: ${messageOf(error)}`,
    );
  }
}

/**
 * After step 2: what the release changes on the live site, against the live release the
 * history names (its content and its settings), in words.
 */
async function whatWillChange(
  projects: readonly Project[],
  site: SiteSettings,
  options: PublishOptions,
): Promise<string[]> {
  return withHistory(options, 'compare', async (db) => {
    const [live] = standingReleases(await readReleases(db));
    if (!live) {
      return [
        `What will change: the history has no release yet, so all ${projects.length} projects are new to it.`,
      ];
    }
    const content = await readReleaseProjects(db, live);
    const lines = [
      `What will change on the live site, against release #${live.number}:`,
      ...liveChangeLines(planLiveChanges(content.projects, projects)),
    ];
    const settings = settingsChange(live, site);
    return settings ? [...lines, `  ${settings}`] : lines;
  });
}

/** Step 2: the seed's plan, which must be free of conflicts before anything is built. */
const COMPARE_STOPS: FirestoreStops = {
  changedDuringRun: 'Publish again to see what changed.',
  // No way forward that throws a console edit away is offered: --overwrite is in the usage,
  // saying what it loses.
  blocked: (plan) =>
    hasClashes(plan)
      ? `the data file and Firestore changed the same thing differently. ${SETTLING_CLASHES} Commit the file and publish again.`
      : 'Firestore holds changes the data file lacks (edits made in the console, named above): run `npm run pull` to bring them into the file, commit it, and publish again.',
};

/** Step 5: read and plan again (time passed since step 2), then write with preconditions. */
const SEED_STOPS: FirestoreStops = {
  changedDuringRun: 'Run `npm run pull`, then publish again.',
  // Nothing was written: the plan met a change made since step 2.
  blocked: () =>
    'Firestore changed during the release: run `npm run pull`, commit the file, and publish again.',
};
