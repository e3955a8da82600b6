import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_FILE, PUBLIC_DIR, ROOT } from '../tooling/paths';
import { parseCommandLine, UsageError } from '../tooling/run-main';

export const DEFAULT_DATA_FILE = path.join(PUBLIC_DIR, DATA_FILE);

export const USAGE = `Mirrors a projects data file into the Firestore "projects" collection.

Usage: npm run seed -- [--file PATH] [--public DIR] [--project ID] [--dry-run] [--prune]

  --file PATH    data file to mirror (default: public/assets/Data/data.json)
  --public DIR   where the file's root-relative photos are (default: public/); every one
                 must exist there, so no record points at a photo the site does not serve
  --project ID   Firebase project; required unless FIRESTORE_EMULATOR_HOST is set
                 (then it defaults to GCLOUD_PROJECT or the .firebaserc default)
  --dry-run      print the plan and write nothing
  --prune        also delete documents whose ids are not in the file
  --help         show this text

Against the emulator set FIRESTORE_EMULATOR_HOST=host:port. Against a live project
the command uses Application Default Credentials (gcloud auth application-default login).`;

export type SeedOptions = {
  file: string;
  /** The folder root-relative image URLs resolve in (the site's public/). */
  publicDir: string;
  projectId: string;
  /** `host:port` when writing to an emulator; undefined for a live project. */
  emulatorHost: string | undefined;
  dryRun: boolean;
  prune: boolean;
};

const DEMO_PROJECT = /^demo-/;

export function parseSeedArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): SeedOptions | 'help' {
  const { values } = parseCommandLine({
    args: [...argv],
    options: {
      file: { type: 'string' },
      public: { type: 'string' },
      project: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      prune: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) return 'help';

  const emulatorHost = env.FIRESTORE_EMULATOR_HOST?.trim() || undefined;
  let projectId = values.project?.trim() || undefined;
  if (emulatorHost) {
    projectId ??= env.GCLOUD_PROJECT?.trim() || defaultProjectFromFirebaserc();
  } else if (!projectId) {
    // Never guess a live project: writing to one must be a deliberate choice.
    throw new UsageError(
      'Pass --project ID to seed a live project, or set FIRESTORE_EMULATOR_HOST to seed the emulator.',
    );
  } else if (DEMO_PROJECT.test(projectId)) {
    throw new UsageError(
      `"${projectId}" is a demo project, which exists only in the emulator. Set FIRESTORE_EMULATOR_HOST.`,
    );
  }
  if (!projectId) {
    throw new UsageError('No project id: pass --project ID or set a default in .firebaserc.');
  }

  return {
    file: values.file ?? DEFAULT_DATA_FILE,
    publicDir: values.public ?? PUBLIC_DIR,
    projectId,
    emulatorHost,
    dryRun: values['dry-run'],
    prune: values.prune,
  };
}

function defaultProjectFromFirebaserc(): string | undefined {
  try {
    const rc: unknown = JSON.parse(readFileSync(path.join(ROOT, '.firebaserc'), 'utf8'));
    if (typeof rc === 'object' && rc !== null && 'projects' in rc) {
      const { projects } = rc;
      if (typeof projects === 'object' && projects !== null && 'default' in projects) {
        return typeof projects.default === 'string' ? projects.default : undefined;
      }
    }
  } catch {
    // No readable .firebaserc: the caller reports the missing project id.
  }
  return undefined;
}
