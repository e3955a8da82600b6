import path from 'node:path';
import { isDemoProjectId } from '../src/config/demo-project';
import { DATA_FILE, PUBLIC_DIR, ROOT } from '../tooling/paths';
import { parseCommandLine, UsageError } from '../tooling/run-main';
import { exitStatusText } from './command';
import type { Choice, Choices } from './pull-plan';
import {
  CHOOSE_PROJECT,
  firebasercAliases,
  liveProjectOf,
  projectIdProblem,
  readFirebaserc,
} from './firebase-project';

export const DEFAULT_DATA_FILE = path.join(PUBLIC_DIR, DATA_FILE);
const SHOWN_DATA_FILE = path.relative(ROOT, DEFAULT_DATA_FILE);

export const SEED_USAGE = `Mirrors a projects data file into the Firestore "projects" collection.

Usage: npm run seed -- [--file PATH] [--public DIR] [--project ID] [--dry-run] [--overwrite]

  --file PATH    data file to mirror (default: ${SHOWN_DATA_FILE})
  --public DIR   where the file's root-relative photos are (default: public/); every one
                 must exist there, so no record points at a photo the site does not serve
  --project ID   Firebase project (default: the one chosen once with npm run setup, kept
                 in .firebaserc; with FIRESTORE_EMULATOR_HOST set, GCLOUD_PROJECT first,
                 and the demo project when none is chosen)
  --dry-run      print the plan, every update field by field, and write nothing
  --overwrite    write the file over changes made in Firestore since the last seed: those
                 changes are lost, each one listed (without it, such a change is a
                 conflict and nothing is written; \`npm run pull\` keeps it instead)
  --help         show this text

Field by field against the base (what the seed last wrote): the file's own changes are
written, and a project that left the file is deleted if Firestore has not changed it since.
A change made in Firestore (an edit, a project created or deleted there) is a conflict.

Against the emulator set FIRESTORE_EMULATOR_HOST=host:port. Against a live project
the command uses Application Default Credentials (gcloud auth application-default login).

${exitStatusText('a bad file or a Firestore failure')}`;

/**
 * What pull takes, and seed too: a data file, its photos, a Firestore, and how to treat changes.
 */
export type FileCommandOptions = {
  file: string;
  /** The folder root-relative image URLs resolve in (the site's public/). */
  publicDir: string;
  projectId: string;
  /** `host:port` when writing to an emulator; undefined for a live project. */
  emulatorHost: string | undefined;
  dryRun: boolean;
  overwrite: boolean;
};

export function parseSeedArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  firebaserc: string | undefined = readFirebaserc(),
): FileCommandOptions | 'help' {
  return parseFileCommand(argv, env, firebaserc, 'seed');
}

const FILE_COMMAND_OPTIONS = {
  file: { type: 'string' },
  public: { type: 'string' },
  project: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  overwrite: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/**
 * The command line of seed and pull, parsed one way: the same flags, defaults and Firestore
 * target.
 */
function parseFileCommand(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  firebaserc: string | undefined,
  verb: string,
): FileCommandOptions | 'help' {
  const { values } = parseCommandLine({
    args: [...argv],
    options: FILE_COMMAND_OPTIONS,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  return {
    file: values.file ?? DEFAULT_DATA_FILE,
    publicDir: values.public ?? PUBLIC_DIR,
    ...firestoreTarget(values.project, env, firebasercAliases(firebaserc), verb),
    dryRun: values['dry-run'],
    overwrite: values.overwrite,
  };
}

/**
 * The Firestore seed and pull read and write: the emulator when FIRESTORE_EMULATOR_HOST is set
 * (project: --project, else GCLOUD_PROJECT, else the live project, else the .firebaserc
 * default, the demo project), else the live project: --project, else the one chosen once in
 * .firebaserc (./firebase-project.ts).
 */
function firestoreTarget(
  project: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  aliases: Readonly<Record<string, string>>,
  verb: string,
): { projectId: string; emulatorHost: string | undefined } {
  const emulatorHost = env.FIRESTORE_EMULATOR_HOST?.trim() || undefined;
  let projectId = project?.trim() || undefined;
  if (emulatorHost) {
    projectId ??= env.GCLOUD_PROJECT?.trim() || liveProjectOf(aliases) || aliases.default;
  } else {
    projectId ??= liveProjectOf(aliases);
    if (!projectId) {
      throw new UsageError(
        `No Firebase project is set up yet. Pass --project ID to ${verb} a live project, or choose it once for every command with \`${CHOOSE_PROJECT}\` (docs/publishing.md, first-time setup); or set FIRESTORE_EMULATOR_HOST to ${verb} the emulator.`,
      );
    }
    if (isDemoProjectId(projectId)) {
      throw new UsageError(
        `"${projectId}" is a demo project, which exists only in the emulator. Set FIRESTORE_EMULATOR_HOST.`,
      );
    }
    const problem = projectIdProblem(projectId);
    if (problem) throw new UsageError(`${problem}.`);
  }
  if (!projectId) {
    throw new UsageError('No project id: pass --project ID or set a default in .firebaserc.');
  }
  return { projectId, emulatorHost };
}

export const PULL_USAGE = `Brings the Firestore "projects" collection back into the data file.

Usage: npm run pull -- [--file PATH] [--public DIR] [--project ID] [--dry-run]
                        [--choose ID.FIELD=file|console ...] [--overwrite]

  --file PATH    data file to update (default: ${SHOWN_DATA_FILE})
  --public DIR   where photos are looked for, to report any a record names but the
                 folder lacks (default: public/)
  --project ID   Firebase project; chosen as for \`npm run seed\`
  --dry-run      print what would change in the file and write nothing
  --choose ID.FIELD=file|console
                 settle a field changed differently in the file and in the console:
                 "file" keeps this computer's value (the console's is lost), "console"
                 takes the console's (this computer's is lost); repeat it for each field a
                 conflict names, and ID=file|console for a whole project (one deleted on
                 one side and changed on the other); pull prints each choice it needs
  --overwrite    the console's value wins every such field (this computer's are lost,
                 each listed): the opposite of publish's and seed's --overwrite, where the
                 file wins
  --help         show this text

Field by field, against the base (what the seed last wrote): a field changed only in
Firestore is taken, a field changed only in the file (waiting to be published) is kept, so
different fields changed on both sides merge; the same field changed differently on both
sides is a conflict: reported field by field with the --choose that settles it, and
nothing is written until each one is chosen.

${exitStatusText(
  "a document fails the site's schema, or Firestore failed",
  'the same field changed differently in the file and in Firestore;\n     nothing was written',
)}`;

/** What pull takes: seed's options, and how to settle each conflict, field by field. */
export type PullOptions = FileCommandOptions & { choices: Choices };

export function parsePullArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  firebaserc: string | undefined = readFirebaserc(),
): PullOptions | 'help' {
  const { rest, choices } = takeChoices(argv);
  const options = parseFileCommand(rest, env, firebaserc, 'pull from');
  if (options === 'help') return 'help';
  if (options.overwrite && choices.size > 0) {
    throw new UsageError(
      'Pass --overwrite or --choose: --overwrite chooses the console everywhere.',
    );
  }
  return { ...options, choices };
}

const CHOICE = /^([A-Za-z0-9][A-Za-z0-9_-]*)(\.[^=]+)?=(file|console)$/;

/** Every `--choose ID.FIELD=file|console` (or `--choose=…`), and the arguments left. */
function takeChoices(argv: readonly string[]): { rest: string[]; choices: Map<string, Choice> } {
  const rest: string[] = [];
  const choices = new Map<string, Choice>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const inline = arg.startsWith('--choose=') ? arg.slice('--choose='.length) : undefined;
    if (arg !== '--choose' && inline === undefined) {
      rest.push(arg);
      continue;
    }
    const value = inline ?? argv[(i += 1)] ?? '';
    const match = CHOICE.exec(value);
    if (!match) {
      throw new UsageError(
        `--choose takes ID.FIELD=file or ID.FIELD=console (ID=… for a whole project), not "${value}".`,
      );
    }
    const [, id = '', field = '', side] = match;
    choices.set(`${id}${field}`, side as Choice);
  }
  return { rest, choices };
}
