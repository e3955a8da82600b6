/**
 * Generates the sample portfolio the site ships with: a data-file record and one illustrated
 * photo per image under public/assets/projects/<id>/<slug>.webp (plus <slug>-before.webp for
 * the rooms a project shows before the work) for each sample project in ./projects.ts.
 *
 *   npm run dev:sample-portfolio      (npx tsx dev/sample-portfolio/generate.ts)
 *
 * A developer's tool, not one of the company's commands: its output is committed, and the
 * site, its build and its commands never run it. It writes its samples only
 * (./sample-plan.ts): the company's projects, in the data file and under
 * public/assets/projects/, stay as they are, and a sample that is no longer what it made is
 * refused by name before anything is written.
 *
 * Every photo is a flat-illustration SVG scene rendered to WebP with sharp. The output
 * is deterministic: colours and layouts come from a PRNG seeded by the project id and
 * the photo slug, so the same source always produces the same files. The drawing lives
 * in this folder, one module per subject; this file only plans, encodes and writes.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { formatDataFile, projectRecordsFromDataFile } from '../../src/features/projects/data-file';
import { formatProblem, parseProjectRecords } from '../../src/features/projects/project-records';
import { DATA_FILE, PUBLIC_DIR, ROOT } from '../../tooling/paths';
import { parseCommandLine, runMain, ScriptError } from '../../tooling/run-main';
import { photosFor } from './photos';
import { PROJECTS, type ProjectSpec } from './projects';
import { planSamples } from './sample-plan';

const PROJECTS_DIR = path.join(PUBLIC_DIR, 'assets/projects');
const DATA_PATH = path.join(PUBLIC_DIR, DATA_FILE);
const MAX_BYTES = 200 * 1000;
const WEBP_QUALITY = 70;

function listingUrl(p: ProjectSpec): string {
  const slug = `${p.street} ${p.city} IN`.replace(/\s+/g, '-');
  return `https://www.zillow.com/homes/${slug}_rb/`;
}

/** A sample's drawings (each photo, then its before photo), its record and its file names. */
function sampleOf(p: ProjectSpec) {
  const photos = photosFor(p);
  const drawings = photos.flatMap((photo) => [photo, ...(photo.before ? [photo.before] : [])]);
  const record = {
    id: p.id,
    sort: p.sort,
    beds: p.beds,
    baths: p.baths,
    sq_footage: p.sq_footage,
    address: { address_line_1: p.street, city: p.city, state: 'IN' },
    is_sold: p.is_sold,
    pending_sale: p.pending_sale,
    year_sold: p.year_sold,
    full_remodel: p.full_remodel,
    full_renovation: p.full_renovation,
    post: listingUrl(p),
    images: photos.map((photo) => photo.record),
  };
  return { id: p.id, record, drawings, files: drawings.map(({ slug }) => `${slug}.webp`) };
}

/** The data file as it is, or an empty one if there is none yet. */
async function readDataFile(): Promise<Record<string, unknown> & { projects: unknown[] }> {
  const text = await readFile(DATA_PATH, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '{ "projects": [] }';
    throw error;
  });
  const parsed = JSON.parse(text) as Record<string, unknown>;
  return { ...parsed, projects: projectRecordsFromDataFile(parsed) };
}

/** Each photo folder under public/assets/projects/ and the files in it. */
async function readFolders(): Promise<Map<string, string[]>> {
  const entries = await readdir(PROJECTS_DIR, { withFileTypes: true }).catch(() => []);
  const folders = new Map<string, string[]>();
  for (const entry of entries.filter((item) => item.isDirectory())) {
    folders.set(entry.name, await readdir(path.join(PROJECTS_DIR, entry.name)));
  }
  return folders;
}

runMain('sample-portfolio', async () => {
  parseCommandLine({ options: {} });
  const samples = PROJECTS.map(sampleOf);
  // The samples' records must be ones the site accepts in full.
  const { problems } = parseProjectRecords(samples.map(({ record }) => record));
  if (problems.length > 0) {
    for (const problem of problems) console.error(formatProblem(problem));
    throw new ScriptError('the sample records would not pass the project schema');
  }

  const data = await readDataFile();
  const plan = planSamples(data.projects, await readFolders(), samples);
  if (plan.refused.length > 0) {
    for (const reason of plan.refused) console.error(`  ${reason}`);
    throw new ScriptError(
      `${plan.refused.length} sample${plan.refused.length === 1 ? '' : 's'} would overwrite what the generator did not make (above); nothing was written. Remove each with \`npm run remove-project -- ID\` if it should be the sample again.`,
    );
  }

  const sizes: { file: string; bytes: number }[] = [];
  for (const { id, drawings } of samples) {
    const dir = path.join(PROJECTS_DIR, id);
    // Only the generator's own files are in it (checked above).
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const drawing of drawings) {
      const svg = drawing.render().toString();
      const webp = await sharp(Buffer.from(svg))
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer();
      await writeFile(path.join(dir, `${drawing.slug}.webp`), webp);
      sizes.push({ file: `${id}/${drawing.slug}.webp`, bytes: webp.length });
    }
  }
  await mkdir(path.dirname(DATA_PATH), { recursive: true });
  await writeFile(DATA_PATH, formatDataFile({ ...data, projects: plan.records }));

  const width = Math.max(...sizes.map((s) => s.file.length));
  let total = 0;
  for (const { file, bytes } of sizes) {
    total += bytes;
    const flag = bytes >= MAX_BYTES ? '  TOO LARGE' : '';
    console.log(`${file.padEnd(width)}  ${(bytes / 1024).toFixed(1).padStart(6)} KB${flag}`);
  }
  const largest = Math.max(...sizes.map((s) => s.bytes));
  console.log(
    `\n${sizes.length} photos, ${(total / 1024).toFixed(1)} KB total, largest ${(largest / 1024).toFixed(1)} KB`,
  );
  console.log(
    `Wrote ${samples.length} sample projects into ${path.relative(ROOT, DATA_PATH)} (${plan.records.length} projects in all).`,
  );
  if (plan.kept.length > 0) console.log(`Left as they are: ${plan.kept.join(', ')}.`);
  if (largest >= MAX_BYTES) {
    console.error(`A photo is ${MAX_BYTES / 1000} KB or more; simplify its scene.`);
    return 1;
  }
  return 0;
});
