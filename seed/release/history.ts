/**
 * The release history as publish keeps it in Firestore (./history-store.ts): the last step of
 * a release records it, and `--history` lists the releases.
 */
import type { Project } from '../../src/features/projects/project-schema';
import type { SiteSettings } from '../../tooling/release-env';
import { EXIT, type Output } from '../command';
import { describeTarget, firestoreError, openFirestore } from '../firestore';
import { historyLines, releaseLines } from './history-plan';
import { readReleases, recordRelease, withHistory } from './history-store';
import { readLiveChannel } from './hosting';
import type { PublishOptions } from './publish-options';
import { run } from './programs';
import { StepFailed } from './steps';

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
    output.err(`Reading the release history failed: ${firestoreError(error)}`);
    return EXIT.failed;
  } finally {
    await close();
  }
}

/** The last step of a release: the history names it, its content and its Hosting version. */
export async function record(
  projects: readonly Project[],
  site: SiteSettings,
  options: PublishOptions,
  output: Output,
) {
  const live = await readLiveChannel(options.projectId);
  if ('error' in live) throw new StepFailed('record', `${live.error}.`);
  const hostingVersion = live.version;
  if (!hostingVersion) {
    throw new StepFailed('record', 'Hosting names no live version after the deploy.');
  }
  const commit = await currentCommit();
  await withHistory(options, 'record', async (db) => {
    const release = await recordRelease(db, projects, {
      at: new Date().toISOString(),
      commit,
      hostingVersion,
      site,
    });
    for (const line of releaseLines(release)) output.out(line);
  });
  // The office lists its saved changes since the last release (office/server/git-changes.ts).
  if (commit) {
    await run(
      { file: 'git', args: ['update-ref', 'refs/office/live', commit.sha] },
      { capture: true },
    );
  }
}

/** The commit the repository is at, and whether its files differ from it; null outside git. */
async function currentCommit(): Promise<{ sha: string; dirty: boolean } | null> {
  const head = await run({ file: 'git', args: ['rev-parse', 'HEAD'] }, { capture: true });
  if (head.code !== 0) return null;
  const status = await run({ file: 'git', args: ['status', '--porcelain'] }, { capture: true });
  return { sha: head.stdout.trim(), dirty: status.stdout.trim() !== '' };
}
