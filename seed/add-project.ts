/**
 * `npm run add-project -- FOLDER [--id ID] [--sort N] [--replace] [--dry-run]`: turns a folder
 * of a house's photos and facts into a project — clean photo masters in
 * public/assets/projects/ID/ and a record in the shipped data file. Everything is
 * checked and every photo decoded before anything is written; any problem writes nothing.
 * Exit status: 0 done, 1 a problem with the folder or data file, 2 wrong usage.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRecordsFromDataFile } from '../src/features/projects/project-records';
import type { PhotoSize } from '../src/lib/responsive-image';
import {
  dataFileWith,
  photoFiles,
  planFolder,
  projectPhotoFolder,
  projectRecord,
} from './add-project-plan';
import { parseAddProjectArgs, USAGE } from './add-project-options';
import { readProjectFolder } from './add-project-folder';
import { DATA_FILE, PUBLIC_DIR, ROOT } from '../tooling/paths';
import { runMain, ScriptError } from '../tooling/run-main';
import { encodeMaster, UnreadablePhoto } from '../tooling/photo-encoder';

/**
 * A new project goes live with a release (deploy before seed, so its photos are live before its
 * record names them), never with `npm run seed`, which would name photos Hosting lacks.
 */
const NEXT_STEPS =
  'Next: commit the data file and its photos (`git add public && git commit`); look at it with `npm run build` then `npm run serve` here, or `npm run publish -- --preview` on a phone; then put it live with `npm run publish`, which deploys the photos before it writes Firestore (`npm run seed` alone would name photos the live site lacks).';

runMain(
  'add-project',
  async () => {
    const options = parseAddProjectArgs(process.argv.slice(2));
    if (options === 'help') {
      console.log(USAGE);
      return 0;
    }

    const folder = await readProjectFolder(options.folder).catch((error: unknown) => {
      throw new ScriptError(`cannot read the folder ${options.folder}: ${messageOf(error)}`);
    });
    const dataPath = path.join(PUBLIC_DIR, DATA_FILE);
    let data: { projects: unknown[] };
    try {
      const parsed: unknown = JSON.parse(await readFile(dataPath, 'utf8'));
      data = { ...(parsed as object), projects: projectRecordsFromDataFile(parsed) };
    } catch (error) {
      throw new ScriptError(`cannot read ${shown(dataPath)}: ${messageOf(error)}`);
    }

    const plan = planFolder(folder, options, data.projects);
    const photoDir = path.join(PUBLIC_DIR, projectPhotoFolder(plan.id));
    // Photos no record names yet (a copy by hand, an earlier run cut short) are never overwritten
    // silently: --replace says to.
    const strayPhotos = await readdir(photoDir).catch(() => []);
    if (plan.replacing < 0 && !options.replace && strayPhotos.length > 0) {
      plan.problems.push(
        `${shown(photoDir)} already holds ${strayPhotos.length} files that no project names: pass --replace to replace them`,
      );
    }
    // Every photo is decoded now, even after a problem, so one run lists them all.
    const files = photoFiles(plan);
    const masters = new Map<string, { size: PhotoSize; data: Buffer }>();
    const photoProblems: string[] = [];
    for (const photo of files) {
      try {
        masters.set(
          photo.source,
          await encodeMaster(await readFile(path.join(options.folder, photo.source))),
        );
      } catch (error) {
        if (!(error instanceof UnreadablePhoto)) throw error;
        photoProblems.push(`${photo.source}: ${error.message.replace(/^is /, '')}`);
      }
    }
    const sizes = new Map([...masters].map(([source, master]) => [source, master.size]));
    const { record, problems: recordProblems } = projectRecord(plan, sizes);
    const problems = [...plan.problems, ...photoProblems, ...recordProblems];
    if (problems.length > 0) {
      console.error(
        `${shown(options.folder)}: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was written.`,
      );
      for (const problem of problems) console.error(`  ${problem}`);
      return 1;
    }

    const befores = files.length - plan.photos.length;
    console.log(
      `${plan.replacing >= 0 ? 'Replace' : 'Add'} project "${plan.id}" (sort ${plan.sort}) with ${plan.photos.length} photos${befores > 0 ? ` and ${befores} before photo${befores === 1 ? '' : 's'}` : ''}:`,
    );
    for (const photo of files) {
      const size = sizes.get(photo.source);
      console.log(
        `  ${photo.source} → ${shown(path.join(photoDir, photo.name))} (${size?.width}×${size?.height})`,
      );
    }
    for (const file of plan.skipped) console.log(`  skipped: ${file}`);
    console.log(
      `  ${shown(dataPath)}: ${plan.replacing >= 0 ? `replace record #${plan.replacing}` : 'add the record last'}`,
    );
    if (options.dryRun) {
      console.log(`Dry run: nothing was written.\n${NEXT_STEPS}`);
      return 0;
    }

    await writeProject(
      photoDir,
      files.map((photo) => ({ name: photo.name, data: masters.get(photo.source)?.data })),
      dataPath,
      dataFileWith(data, record, plan.replacing),
    );
    console.log(`Done.\n${NEXT_STEPS}`);
    return 0;
  },
  USAGE,
);

/**
 * Photos first, into a fresh folder swapped in whole; the data file last, replaced in one
 * rename. A failure part way puts the old photo folder back.
 */
async function writeProject(
  photoDir: string,
  photos: { name: string; data: Buffer | undefined }[],
  dataPath: string,
  dataText: string,
): Promise<void> {
  const fresh = `${photoDir}.new-${process.pid}`;
  const old = `${photoDir}.old-${process.pid}`;
  await rm(fresh, { recursive: true, force: true });
  await mkdir(fresh, { recursive: true });
  for (const { name, data } of photos) {
    if (!data) throw new Error(`no encoded photo for ${name}`);
    await writeFile(path.join(fresh, name), data);
  }
  const hadOld = await rename(photoDir, old).then(
    () => true,
    () => false,
  );
  try {
    await rename(fresh, photoDir);
    await writeFile(`${dataPath}.tmp-${process.pid}`, dataText);
    await rename(`${dataPath}.tmp-${process.pid}`, dataPath);
  } catch (error) {
    await rm(photoDir, { recursive: true, force: true });
    if (hadOld) await rename(old, photoDir);
    await rm(fresh, { recursive: true, force: true });
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}

function shown(file: string): string {
  const relative = path.relative(ROOT, path.resolve(file));
  return relative.startsWith('..') ? file : relative;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
