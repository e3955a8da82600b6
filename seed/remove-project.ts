/**
 * `npm run remove-project -- ID [--dry-run]`: takes a project out of the shipped data file
 * (every other record keeps its exact text) and deletes its photo folder,
 * public/assets/projects/ID/. The next `npm run publish` takes it off the live site and out
 * of Firestore. An id the file does not have is refused, naming those it has; nothing changes.
 * Exit status: 0 done, 1 an unknown id or a problem with the data file, 2 wrong usage.
 */
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_FILE, PUBLIC_DIR, ROOT } from '../tooling/paths';
import { parseCommandLine, runMain, ScriptError, UsageError } from '../tooling/run-main';
import { planRemoval } from './remove-project-plan';

const USAGE = `Takes a project off the site: its record in the data file and its photo folder.

Usage: npm run remove-project -- ID [--dry-run]

  ID          the project's id, as in its web address (/projects/ID)
  --dry-run   say what would be removed, and change nothing
  --help      show this text

Every other record in the data file stays exactly as it is. The next
\`npm run publish\` takes the project off the live site and out of Firestore.`;

runMain(
  'remove-project',
  async () => {
    const { values, positionals } = parseCommandLine({
      args: process.argv.slice(2),
      options: {
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: true,
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    const [id, ...extra] = positionals;
    if (id === undefined || extra.length > 0) throw new UsageError('name one project id.');

    const dataPath = path.join(PUBLIC_DIR, DATA_FILE);
    let plan;
    try {
      plan = planRemoval(await readFile(dataPath, 'utf8'), id);
    } catch (error) {
      throw new ScriptError(`cannot read ${shown(dataPath)}: ${messageOf(error)}`);
    }
    if ('unknown' in plan) {
      throw new ScriptError(
        `${shown(dataPath)} has no project "${id}"; nothing was changed. Its projects: ${plan.known.join(', ')}.`,
      );
    }
    const photoDir = path.join(PUBLIC_DIR, plan.photoFolder);
    if (plan.sharedWith.length > 0) {
      throw new ScriptError(
        `${plan.sharedWith.join(', ')} also name${plan.sharedWith.length === 1 ? 's' : ''} photos in ${shown(photoDir)}; nothing was changed. Move those photos first.`,
      );
    }
    const photos = await readdir(photoDir).catch(() => undefined);

    console.log(`Remove project "${id}" (record #${plan.index} of ${plan.count}):`);
    console.log(
      `  ${shown(dataPath)}: remove its record; the other ${plan.count - 1} stay exactly as they are`,
    );
    console.log(
      photos === undefined
        ? `  ${shown(photoDir)}: no such folder, no photos to delete`
        : `  ${shown(photoDir)}/: delete the folder (${photos.length} file${photos.length === 1 ? '' : 's'})`,
    );
    const next = `Next: commit it, look with \`npm run publish -- --preview\`, then \`npm run publish\`: it takes "${id}" off the live site and out of Firestore.`;
    if (values['dry-run']) {
      console.log(`Dry run: nothing was changed.\n${next}`);
      return 0;
    }

    // The folder is moved aside first and deleted last, so a failure part way leaves both as
    // they were.
    const aside = `${photoDir}.removed-${process.pid}`;
    const moved = photos !== undefined && (await rename(photoDir, aside).then(() => true));
    try {
      const temporary = `${dataPath}.tmp-${process.pid}`;
      await writeFile(temporary, plan.text);
      await rename(temporary, dataPath);
    } catch (error) {
      if (moved) await rename(aside, photoDir);
      throw error;
    }
    if (moved) await rm(aside, { recursive: true, force: true });
    console.log(`Done.\n${next}`);
    return 0;
  },
  USAGE,
);

function shown(file: string): string {
  const relative = path.relative(ROOT, path.resolve(file));
  return relative.startsWith('..') ? file : relative;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
