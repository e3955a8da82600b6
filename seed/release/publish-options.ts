/**
 * What `npm run publish` takes: its usage text, its options parsed (one mode at a time: a
 * release, a preview, an undo or the history), and the command line that asks for the same
 * release again, which every failure prints.
 */
import { isDemoProjectId } from '../../src/config/demo-project';
import { parseCommandLine, UsageError } from '../../tooling/run-main';
import { exitStatusText } from '../command';
import {
  CHOOSE_PROJECT,
  firebasercAliases,
  liveProjectOf,
  readFirebaserc,
} from '../firebase-project';
import { commandLine } from './programs';

export const PUBLISH_USAGE = `Publishes the site and its portfolio to a Firebase project, in the safe order.

Usage: npm run publish -- [--project ID] [--preview] [--dry-run] [--overwrite]
                           [--without-old-files]
       npm run publish -- [--project ID] --undo [--dry-run] [--overwrite]
       npm run publish -- [--project ID] --history

  --project ID   the Firebase project to publish to (default: the one chosen once with
                 \`npm run setup -- --project ID\`, kept in .firebaserc; a demo- project
                 is refused)
  --preview      do not go live: build the site from the data file, every page marked
                 noindex, deploy it to a Hosting preview channel that expires after 7 days,
                 and print its address; Firestore is neither read nor written
  --dry-run      check the file and compare with Firestore, print what the build, deploy
                 and seed would do, and change nothing
  --overwrite    write the file over changes made in Firestore (the console) since the last
                 release: those changes are lost, each one listed; \`npm run pull\` keeps
                 them instead (pull's own --overwrite is the opposite: the console wins)
  --without-old-files
                 go live even when the earlier releases' files cannot be taken from the
                 live site (pages open on them then reload, or fail, on their next step)
  --undo         put back the release before the current one: its Hosting version and the
                 content it seeded in Firestore (a change made in Firestore since the
                 current release stops it, as it stops a publish; --overwrite goes ahead,
                 and those changes are lost)
  --history      list the releases --undo can go back to, newest first
  --help         show this text

Steps: 1 check the data file and its photos; 2 compare with Firestore (stop if it holds
changes the file lacks: run \`npm run pull\`); 3 npm run build, then the code and photo
copies of the earlier releases still kept (the last 3, and any live in the last 7 days),
taken from the live site so pages open on them keep working; 4 firebase deploy of Hosting
and the Firestore rules and indexes; 5 seed Firestore; 6 record the release in the history
(kept in Firestore, so --undo works from any copy of the repository); then the live URL.
With --preview: 1 check; 2 npm run build -- --preview; 3 firebase hosting:channel:deploy;
then its URL. With --undo: 1 find the release to go back to; 2 compare with Firestore;
3 firebase hosting:clone of its Hosting version to live; 4 restore its content in Firestore;
5 take the undone release out of the history.

The firebase executable is the project's own firebase-tools (node_modules/.bin/firebase)
unless FIREBASE_BIN names another. With FIRESTORE_EMULATOR_HOST set, steps 2 and 5 use
that emulator.

${exitStatusText('a step failed (the message says what is live and what to run again)')}`;

export type PublishOptions = {
  projectId: string;
  /** Firestore: the emulator when FIRESTORE_EMULATOR_HOST is set, else the live project. */
  emulatorHost: string | undefined;
  /** Build from the file and deploy to a preview channel: nothing goes live. */
  preview: boolean;
  dryRun: boolean;
  overwrite: boolean;
  /** Put back the release before the current one instead of publishing the file. */
  undo: boolean;
  /** List the release history and change nothing. */
  history: boolean;
  /** Go live even when the earlier releases' files cannot be fetched. */
  withoutOldFiles: boolean;
};

export function parsePublishArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  firebaserc: string | undefined = readFirebaserc(),
): PublishOptions | 'help' {
  const { values } = parseCommandLine({
    args: [...argv],
    options: {
      project: { type: 'string' },
      preview: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      overwrite: { type: 'boolean', default: false },
      undo: { type: 'boolean', default: false },
      history: { type: 'boolean', default: false },
      'without-old-files': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) return 'help';
  const modes = (['preview', 'undo', 'history'] as const).filter((mode) => values[mode]);
  if (modes.length > 1) {
    throw new UsageError(`Pass one of ${modes.map((mode) => `--${mode}`).join(' and ')}.`);
  }
  if (values.history && (values['dry-run'] || values.overwrite || values['without-old-files'])) {
    throw new UsageError('--history only lists releases: it takes no other flag.');
  }
  if (values.undo && values['without-old-files']) {
    throw new UsageError(
      '--undo puts back a whole release as it was: --without-old-files does not apply.',
    );
  }
  const given = values.project?.trim() || undefined;
  // The project chosen once (.firebaserc's `live`), never its default: that is the demo project.
  const projectId = given ?? liveProjectOf(firebasercAliases(firebaserc));
  if (!projectId) {
    throw new UsageError(
      `No Firebase project is set up yet. Pass --project ID (the Firebase project to publish to), or choose it once for every command with \`${CHOOSE_PROJECT}\` (docs/publishing.md, first-time setup).`,
    );
  }
  if (isDemoProjectId(projectId)) {
    throw new UsageError(
      `"${projectId}" is a demo project: it exists only in the local emulator, so there is nothing to deploy it to. Pass your real project id (Firebase console > Project settings).`,
    );
  }
  for (const name of ['SITE_PUBLIC_DIR', 'SITE_OUT_DIR']) {
    // firebase.json deploys dist/ built from public/; a build elsewhere would not be what ships.
    if (env[name])
      throw new UsageError(`Unset ${name}: publish builds and deploys public/ and dist/.`);
  }
  return {
    projectId,
    emulatorHost: env.FIRESTORE_EMULATOR_HOST?.trim() || undefined,
    preview: values.preview,
    dryRun: values['dry-run'],
    overwrite: values.overwrite,
    undo: values.undo,
    history: values.history,
    withoutOldFiles: values['without-old-files'],
  };
}

/** The command that repeats a release as it was asked for: the same project, every flag given. */
export function rerunCommand({
  projectId,
  preview,
  dryRun,
  overwrite,
  undo,
  history,
  withoutOldFiles,
}: PublishOptions): string {
  const flags = {
    '--preview': preview,
    '--undo': undo,
    '--history': history,
    '--dry-run': dryRun,
    '--overwrite': overwrite,
    '--without-old-files': withoutOldFiles,
  };
  const given = Object.entries(flags).flatMap(([flag, on]) => (on ? [flag] : []));
  return commandLine({
    file: 'npm',
    args: ['run', 'publish', '--', '--project', projectId, ...given],
  });
}
