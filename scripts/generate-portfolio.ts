/**
 * Generates the shipped portfolio: the data file (tooling/paths.ts) and one illustrated
 * photo per image under public/assets/projects/<id>/<slug>.webp, plus <slug>-before.webp
 * for the rooms a project shows before the work (its `before_url`).
 *
 *   npx tsx scripts/generate-portfolio.ts      (or: npm run portfolio)
 *
 * Every photo is a flat-illustration SVG scene rendered to WebP with sharp. The output
 * is deterministic: colours and layouts come from a PRNG seeded by the project id and
 * the photo slug, so the same source always produces the same files. The drawing lives
 * in scripts/portfolio/, one module per subject; this file only encodes and writes.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { formatProblem, parseProjectRecords } from '../src/features/projects/project-records';
import { DATA_FILE, PUBLIC_DIR, ROOT } from '../tooling/paths';
import { parseCommandLine, runMain, ScriptError } from '../tooling/run-main';
import { photosFor } from './portfolio/photos';
import { PROJECTS, type ProjectSpec } from './portfolio/projects';

const PROJECTS_DIR = path.join(PUBLIC_DIR, 'assets/projects');
const DATA_PATH = path.join(PUBLIC_DIR, DATA_FILE);
const MAX_BYTES = 200 * 1000;
const WEBP_QUALITY = 70;

function listingUrl(p: ProjectSpec): string {
  const slug = `${p.street} ${p.city} IN`.replace(/\s+/g, '-');
  return `https://www.zillow.com/homes/${slug}_rb/`;
}

runMain('portfolio', async () => {
  parseCommandLine({ options: {} });
  await rm(PROJECTS_DIR, { recursive: true, force: true });
  const records: unknown[] = [];
  const sizes: { file: string; bytes: number }[] = [];

  for (const p of PROJECTS) {
    const dir = path.join(PROJECTS_DIR, p.id);
    await mkdir(dir, { recursive: true });
    const photos = photosFor(p);
    for (const drawing of photos.flatMap((photo) => [
      photo,
      ...(photo.before ? [photo.before] : []),
    ])) {
      const svg = drawing.render().toString();
      const webp = await sharp(Buffer.from(svg))
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer();
      await writeFile(path.join(dir, `${drawing.slug}.webp`), webp);
      sizes.push({ file: `${p.id}/${drawing.slug}.webp`, bytes: webp.length });
    }
    records.push({
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
    });
  }

  // The data file must be one the site accepts in full.
  const { projects, problems } = parseProjectRecords(records);
  if (problems.length || projects.length !== PROJECTS.length) {
    for (const problem of problems) console.error(formatProblem(problem));
    throw new ScriptError('data.json would not pass the project schema');
  }
  await mkdir(path.dirname(DATA_PATH), { recursive: true });
  await writeFile(DATA_PATH, `${JSON.stringify({ projects: records }, null, 2)}\n`);

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
  console.log(`Wrote ${path.relative(ROOT, DATA_PATH)} with ${records.length} projects.`);
  if (largest >= MAX_BYTES) {
    console.error(`A photo is ${MAX_BYTES / 1000} KB or more; simplify its scene.`);
    return 1;
  }
  return 0;
});
