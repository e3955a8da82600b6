/**
 * `npm run publish` (./publish.ts), and what the office's Publish, Preview, Undo and History
 * run: a release of the data file's site and content (./release/go-live.ts), a
 * preview of it (./release/preview.ts), an undo (./release/undo.ts) or the history
 * (./release/history.ts). A step that fails is reported here, one way for all of them: its
 * heading, why, what is live, and the command to run again.
 */
import { EXIT, runCommand, type Output } from './command';
import { goLive } from './release/go-live';
import { history } from './release/history';
import { preview } from './release/preview';
import {
  PUBLISH_USAGE,
  parsePublishArgs,
  rerunCommand,
  type PublishOptions,
} from './release/publish-options';
import {
  failureAdvice,
  oldFilesAdvice,
  StepFailed,
  stepFailed,
  stepHeading,
  type Release,
} from './release/steps';
import { undo } from './release/undo';
import { ReleaseUnderway, withReleaseLock } from './release/lock';
import { reachProject } from './setup-probes';

/** `npm run publish`: exit status as in EXIT (./command.ts). */
export function runPublish(argv: readonly string[], output: Output) {
  return runCommand(argv, output, {
    usage: PUBLISH_USAGE,
    parse: (args) => parsePublishArgs(args),
    run: (options) => publish(options, output),
  });
}

/** A release, a preview and an undo change things: one at a time on a checkout (./release/lock.ts). */
async function publish(options: PublishOptions, output: Output) {
  if (options.history || options.dryRun) return publishOnce(options, output);
  const what = options.preview ? 'a preview' : options.undo ? 'an undo' : 'a publish';
  try {
    return await withReleaseLock(what, () => publishOnce(options, output));
  } catch (error) {
    if (!(error instanceof ReleaseUnderway)) throw error;
    output.err(error.message);
    return EXIT.failed;
  }
}

async function publishOnce(options: PublishOptions, output: Output) {
  const reached = await reachProject(options.projectId);
  if ('problem' in reached) {
    output.err(`Firebase project: ${reached.problem}`);
    output.err('Nothing was built, deployed or written.');
    return EXIT.failed;
  }
  output.out(`Firebase: "${options.projectId}" found, signed in as ${reached.email ?? '?'}.`);
  if (options.history) return history(options, output);
  const release: Release = options.preview ? 'preview' : options.undo ? 'undo' : 'live';
  try {
    if (options.undo) return await undo(options, output);
    return await (options.preview ? preview(options, output) : goLive(options, output));
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    stepFailed(output, error.step, release, error.message);
    output.err(`${stepHeading(error.step, release)} failed: ${error.message}`);
    const rerun = rerunCommand(options);
    const advice = error.oldFilesMissing
      ? oldFilesAdvice(rerun, rerunCommand({ ...options, withoutOldFiles: true }))
      : failureAdvice(error.step, rerun);
    for (const line of advice) output.err(line);
    return error.status;
  }
}
