/**
 * Step 3 of a release: the site's build, with the files of the earlier releases still kept
 * carried from the live site into dist/, so that a page open on one of them keeps working
 * (./carry-plan.ts decides which, ./carry.ts fetches them). What the live site keeps is read
 * before the build, so a live site that cannot give it stops the release before minutes of
 * building; the files are fetched after it. When they cannot be had, the release stops before
 * anything goes live, unless `--without-old-files`.
 */
import type { Project } from '../../src/features/projects/project-schema';
import { DIST_DIR } from '../../tooling/paths';
import { EXIT, type Output } from '../command';
import {
  carryFiles,
  OldFilesUnavailable,
  planCarrying,
  readLiveFiles,
  writeOwnRecord,
} from './carry';
import { asTyped, readLiveChannel } from './hosting';
import type { PublishOptions } from './publish-options';
import { commandLine, run, type Command } from './programs';
import { beginStep, StepFailed, stepHeading } from './steps';

/** The release's build: configured by the committed .env.release alone (build/build.ts). */
const BUILD: Command = { file: 'npm', args: ['run', 'build', '--', '--release'] };

export async function build(projects: Project[], options: PublishOptions, output: Output) {
  beginStep(output, 'build', 'live', commandLine(BUILD));
  const input = carrying(projects, options, output, DIST_DIR);
  output.out(
    `  The earlier releases' files, from the live site: ${asTyped.readLiveChannel(options.projectId)}`,
  );
  const live = await withOldFiles(options, output, () => readLiveFiles(input));

  const built = await run(BUILD);
  if (built.code !== 0) {
    throw new StepFailed('build', `\`${commandLine(BUILD)}\` exited ${built.code}.`);
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

/** What a dry run says of the build: its command, and what it would carry from the live site. */
export async function dryRunBuild(projects: Project[], options: PublishOptions, output: Output) {
  output.out(`  ${stepHeading('build')}: ${commandLine(BUILD)}`);
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

/** What carrying the earlier releases' files reads, for this project. */
function carrying(projects: Project[], options: PublishOptions, output: Output, dist?: string) {
  return {
    liveChannel: () => readLiveChannel(options.projectId),
    dist,
    projects: projects.map(({ id }) => id),
    now: new Date(),
    output,
  };
}

/**
 * `work` on the live site's files; when they cannot be had, undefined with
 * `--without-old-files` (after a warning), and otherwise the release stops.
 */
async function withOldFiles<T>(
  { withoutOldFiles }: PublishOptions,
  output: Output,
  work: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OldFilesUnavailable)) throw error;
    const why = `the earlier releases' files could not be taken from the live site: ${error.message}`;
    if (withoutOldFiles) {
      output.err(`Warning: ${why}. Going live without them (--without-old-files).`);
      return undefined;
    }
    throw new StepFailed('build', `${why}.`, EXIT.failed, true);
  }
}
