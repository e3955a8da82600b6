import path from 'node:path';
import type { Project } from '../src/features/projects/project-schema';
import { DATA_FILE, DIST_DIR, PUBLIC_DIR, ROOT } from '../tooling/paths';
import {
  carryFiles,
  OldFilesUnavailable,
  planCarrying,
  readLiveFiles,
  writeOwnRecord,
} from './carry';
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
  listChannelsCommand,
  liveUrl,
  oldFilesAdvice,
  previewAddress,
  previewBuildCommand,
  previewChannel,
  previewDeployCommand,
  rerunCommand,
  stepHeading,
  type Release,
} from './publish-plan';
import { firestoreStep, readLiveChannel, run, StepFailed } from './publish-steps';
import { history, recordStep, undo } from './release-steps';
import { SETTLING_CLASHES } from './merge';
import { hasClashes, summary } from './seed-report';

/** `npm run publish`: exit status as in EXIT (./command.ts). */
function runPublish(argv: readonly string[], output: Output) {
  return runCommand(argv, output, {
    usage: PUBLISH_USAGE,
    parse: (args) => parsePublishArgs(args),
    run: (options) => publish(options, output),
  });
}

async function publish(options: PublishOptions, output: Output) {
  if (options.history) return history(options, output);
  const release: Release = options.preview ? 'preview' : options.undo ? 'undo' : 'live';
  try {
    if (options.undo) return await undo(options, output);
    return await (options.preview ? preview(options, output) : goLive(options, output));
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    output.err(`${stepHeading(error.step, release)} failed: ${error.message}`);
    const advice = error.advice ?? failureAdvice(error.step, rerunCommand(options));
    for (const line of advice) output.err(line);
    return error.status;
  }
}

/** Step 1 of every release: the data file and every photo it names. */
async function checkFile(release: Release, output: Output): Promise<Project[]> {
  output.out(stepHeading('check', release));
  const loaded = await loadCheckedProjects(
    path.join(PUBLIC_DIR, DATA_FILE),
    PUBLIC_DIR,
    'publish',
    output,
  );
  if (!loaded) throw new StepFailed('check', 'the data file cannot be published as it is.');
  return loaded.projects;
}

/**
 * `--preview`: the file's site, built and deployed to a preview channel of its own. Firestore
 * is not read (the preview shows the file, whatever Firestore holds) and nothing goes live.
 */
async function preview(options: PublishOptions, output: Output) {
  output.out(
    `Previewing for Firebase project "${options.projectId}": nothing goes live, and Firestore is not touched.`,
  );
  await checkFile('preview', output);
  const build = previewBuildCommand();
  const channel = previewChannel(new Date());
  const deploy = previewDeployCommand(
    firebaseExecutable(process.env, ROOT),
    options.projectId,
    channel,
  );
  if (options.dryRun) {
    output.out('Dry run: nothing was built or deployed. A real run would then:');
    output.out(`  ${stepHeading('previewBuild', 'preview')}: ${commandLine(build)}`);
    output.out(`  ${stepHeading('previewDeploy', 'preview')}: ${commandLine(deploy)}`);
    output.out("  and print the preview's address");
    return EXIT.done;
  }

  output.out(`${stepHeading('previewBuild', 'preview')}: ${commandLine(build)}`);
  const built = await run(build);
  if (built.code !== 0) {
    throw new StepFailed('previewBuild', `\`${commandLine(build)}\` exited ${built.code}.`);
  }

  output.out(`${stepHeading('previewDeploy', 'preview')}: ${commandLine(deploy)}`);
  output.out('  Uploading; this takes a minute or two.');
  const deployed = await run(deploy, { capture: true });
  const address = previewAddress(deployed.stdout);
  if (deployed.code !== 0 || 'error' in address) {
    const why = 'error' in address ? `: ${address.error}` : '';
    throw new StepFailed(
      'previewDeploy',
      `\`${commandLine(deploy)}\` exited ${deployed.code}${why}.`,
    );
  }
  const until = address.expires ? `, until ${new Date(address.expires).toLocaleString()}` : '';
  const where =
    address.url ??
    `firebase did not say its address: \`npx firebase hosting:channel:list --project ${options.projectId}\` lists it`;
  output.out(`Preview (channel "${channel}"${until}): ${where}`);
  output.out(
    `Look at it. When it is right, publish it: npm run publish -- --project ${options.projectId}`,
  );
  return EXIT.done;
}

async function goLive(options: PublishOptions, output: Output) {
  const target = { projectId: options.projectId, emulatorHost: options.emulatorHost };
  output.out(`Publishing to Firebase project "${options.projectId}".`);

  const projects = await checkFile('live', output);

  output.out(stepHeading('compare'));
  output.out(`Firestore: ${describeTarget(target)}.`);
  const plan = await compare(projects, options, output);
  const firebase = firebaseExecutable(process.env, ROOT);
  const deploy = deployCommand(firebase, options.projectId);
  if (options.dryRun) {
    output.out('Dry run: nothing was built, deployed or written. A real run would then:');
    output.out(`  ${stepHeading('build')}: ${commandLine(buildCommand())}`);
    await dryRunCarrying(projects, options, output);
    output.out(`  ${stepHeading('deploy')}: ${commandLine(deploy)}`);
    output.out(`  ${stepHeading('seed')}: ${summary(plan)} (the plan above)`);
    output.out(`  ${stepHeading('record')}`);
    output.out(`  and the site would be live at ${liveUrl(options.projectId)}`);
    return EXIT.done;
  }

  await buildCarrying(projects, options, output);

  output.out(`${stepHeading('deploy')}: ${commandLine(deploy)}`);
  const deployed = await run(deploy);
  if (deployed.code !== 0) {
    throw new StepFailed('deploy', `\`${commandLine(deploy)}\` exited ${deployed.code}.`);
  }

  output.out(stepHeading('seed'));
  const done = await seed(projects, options, output);

  output.out(stepHeading('record'));
  await recordStep(projects, options, firebase, output);
  output.out(`Published: the site, rules and indexes are deployed; Firestore: ${summary(done)}.`);
  output.out(`Live at ${liveUrl(options.projectId)}`);
  return EXIT.done;
}

/** What carrying the earlier releases' files reads, for this project. */
function carrying(projects: Project[], options: PublishOptions, output: Output, dist?: string) {
  const firebase = firebaseExecutable(process.env, ROOT);
  return {
    list: listChannelsCommand(firebase, options.projectId),
    liveChannel: () => readLiveChannel(firebase, options.projectId),
    dist,
    projects: projects.map(({ id }) => id),
    now: new Date(),
    output,
  };
}

/**
 * Step 3: the build, with the files of the earlier releases still kept, from the live site into
 * dist/, so that a page open on one of them keeps working (seed/carry-plan.ts). What the live
 * site keeps is read before the build, so a live site that cannot give it stops the release
 * before minutes of building; the files are fetched after it. When they cannot be had, the
 * release stops before anything goes live, unless `--without-old-files`.
 */
async function buildCarrying(projects: Project[], options: PublishOptions, output: Output) {
  const build = buildCommand();
  output.out(`${stepHeading('build')}: ${commandLine(build)}`);
  const input = carrying(projects, options, output, DIST_DIR);
  output.out(`  The earlier releases' files, from the live site: ${commandLine(input.list)}`);
  const live = await withOldFiles(options, output, () => readLiveFiles(input));

  const built = await run(build);
  if (built.code !== 0) {
    throw new StepFailed('build', `\`${commandLine(build)}\` exited ${built.code}.`);
  }

  const carried =
    live &&
    (await withOldFiles(options, output, async () => {
      const planned = await planCarrying(input, live);
      await carryFiles(planned, DIST_DIR);
      return planned.plan.fetch.length;
    }));
  if (carried === undefined) await writeOwnRecord(DIST_DIR, input.now);
  else output.out(`  Carried ${carried} files into the release.`);
}

/**
 * `work` on the live site's files; when they cannot be had, undefined with
 * `--without-old-files` (after a warning), and otherwise the release stops.
 */
async function withOldFiles<T>(
  options: PublishOptions,
  output: Output,
  work: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OldFilesUnavailable)) throw error;
    const why = `the earlier releases' files could not be taken from the live site: ${error.message}`;
    if (options.withoutOldFiles) {
      output.err(`Warning: ${why}. Going live without them (--without-old-files).`);
      return undefined;
    }
    const goAnyway = rerunCommand({ ...options, withoutOldFiles: true });
    throw new StepFailed(
      'build',
      `${why}.`,
      EXIT.failed,
      oldFilesAdvice(rerunCommand(options), goAnyway),
    );
  }
}

/** What a dry run says of carrying: the releases the live site keeps, and what it would fetch. */
async function dryRunCarrying(projects: Project[], options: PublishOptions, output: Output) {
  const input = carrying(projects, options, output);
  try {
    const { plan } = await planCarrying(input);
    output.out(
      `  and carry the earlier releases' files from the live site (up to ${plan.fetch.length}, fewer where the new build has the same)`,
    );
  } catch (error) {
    if (!(error instanceof OldFilesUnavailable)) throw error;
    const then = options.withoutOldFiles
      ? 'it would go live without them (--without-old-files)'
      : 'it would stop before deploying (--without-old-files goes live without them)';
    output.out(
      `  but the earlier releases' files cannot be taken from the live site now (${error.message}): ${then}`,
    );
  }
}

/** Step 2: the seed's plan, which must be free of conflicts before anything is built. */
function compare(projects: Project[], options: PublishOptions, output: Output) {
  return firestoreStep('compare', projects, options, false, output, {
    changedDuringRun: 'Publish again to see what changed.',
    blocked: (plan) =>
      hasClashes(plan)
        ? `the data file and Firestore changed the same thing differently. ${SETTLING_CLASHES} Commit the file and publish again (or publish with --overwrite to let the file win over every change made in Firestore).`
        : 'Firestore holds changes the data file lacks: run `npm run pull`, commit the file, and publish again (or publish with --overwrite to let the file win).',
  });
}

/** Step 5: read and plan again (time passed since step 2), then write with preconditions. */
function seed(projects: Project[], options: PublishOptions, output: Output) {
  return firestoreStep('seed', projects, options, true, output, {
    changedDuringRun: 'Run `npm run pull`, then publish again.',
    // Nothing was written: the plan met a change made since step 2.
    blocked: () =>
      'Firestore changed during the release: run `npm run pull`, commit the file, and publish again.',
  });
}

commandMain('publish', runPublish);
