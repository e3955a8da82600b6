/**
 * Build-time images, written into the output folder after `vite build` and before the
 * prerender (which reads the data file this step completes):
 *  - every local photo the data file names (root-relative JPEG, PNG, WebP or AVIF under
 *    public/, any size or orientation), before photos (`before_url`) included, as upright,
 *    metadata-free AVIF and WebP copies at the widths of src/lib/responsive-image.ts; the
 *    original is left out of the build;
 *  - the data file, with each local photo's real size (`width`, `height`; `before_width`,
 *    `before_height` for a before photo) filled in by tooling/photo-measurements.ts, as the seed
 *    fills what it writes to Firestore;
 *  - the favicon PNGs, touch icon and web-manifest icons, from the brand mark;
 *  - the 1200x630 share card used by pages without a photo of their own.
 * A photo that is missing or cannot be decoded fails the build, naming the project and URL.
 *
 * Copies are cached by content in node_modules/.cache/photos, so a rebuild encodes only
 * new or changed photos.
 *
 * Usage: tsx build/build-images.ts   (npm run build runs it)
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ICON_SIZES } from '../src/app/seo/web-manifest';
import { brand, THEME_COLOR } from '../src/config/brand';
import { site } from '../src/config/site';
import {
  parseProjectRecords,
  projectRecordsFromDataFile,
} from '../src/features/projects/project-records';
import { CACHE_DIR, DATA_FILE, DIST_DIR, PUBLIC_DIR, ROOT } from '../tooling/paths';
import { fillPhotoSizes } from '../tooling/photo-measurements';
import { parseCommandLine, runMain, ScriptError } from '../tooling/run-main';
import { svgShapesOf } from './svg-shapes';
import { formatPhotoProblem, planPhotos } from './photos/photo-plan';
import { writePhotoVariants } from './photos/photo-variants';

/** The logo's house mark (src/components/logo-mark.svg), white with its door, for icons on navy. */
const MARK_PATHS = svgShapesOf(
  await readFile(path.join(ROOT, 'src/components/logo-mark.svg'), 'utf8'),
).replaceAll('currentColor', brand.white);

function iconSvg(padding: number): string {
  const inner = 64 - padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${THEME_COLOR}" />
  <g transform="translate(${padding} ${padding}) scale(${inner / 64})">${MARK_PATHS}</g>
</svg>`;
}

function shareCardSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${brand.navyDark}" /><stop offset="0.6" stop-color="${brand.navy}" /><stop offset="1" stop-color="${brand.orange}" />
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)" />
  <g transform="translate(96 150) scale(3.5)">${MARK_PATHS}</g>
  <text x="360" y="270" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="${brand.white}">Crossroads</text>
  <text x="364" y="340" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" letter-spacing="12" fill="${brand.white}">RENOVATION</text>
  <text x="96" y="500" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="${brand.sand}">Remodeling &amp; renovation for ${site.city} investment properties</text>
</svg>`;
}

async function photos(): Promise<string> {
  const dataFile = path.join(DIST_DIR, DATA_FILE);
  const data: unknown = JSON.parse(await readFile(dataFile, 'utf8'));
  const { projects } = parseProjectRecords(projectRecordsFromDataFile(data));
  const plan = planPhotos(projects);
  const result = await writePhotoVariants(plan.photos, {
    publicDir: PUBLIC_DIR,
    outDir: DIST_DIR,
    cacheDir: path.join(CACHE_DIR, 'photos'),
  });
  const problems = [...plan.problems, ...result.problems];
  if (problems.length > 0) {
    throw new ScriptError(
      `${problems.length} photo${problems.length === 1 ? '' : 's'} cannot be delivered:\n${problems
        .map((problem) => `  ${formatPhotoProblem(problem)}`)
        .join('\n')}`,
    );
  }
  // Measured as the seed measures what it writes to Firestore: one shape of a project.
  const completed = await fillPhotoSizes(data, PUBLIC_DIR);
  await writeFile(dataFile, JSON.stringify(completed.data));
  return `${plan.photos.length} photos (${result.encoded} encoded, ${result.fromCache} from cache)`;
}

async function icons(): Promise<void> {
  const dir = path.join(DIST_DIR, 'icons');
  await mkdir(dir, { recursive: true });
  const plain = Buffer.from(iconSvg(6));
  // Maskable icons keep their mark inside the central 80% safe zone.
  const maskable = Buffer.from(iconSvg(14));
  await sharp(plain).resize(32, 32).png().toFile(path.join(dir, 'favicon-32.png'));
  await sharp(plain).resize(180, 180).png().toFile(path.join(dir, 'apple-touch-icon.png'));
  for (const size of ICON_SIZES) {
    await sharp(plain)
      .resize(size, size)
      .png()
      .toFile(path.join(dir, `icon-${size}.png`));
  }
  await sharp(maskable).resize(512, 512).png().toFile(path.join(dir, 'icon-maskable-512.png'));
  await sharp(Buffer.from(shareCardSvg())).png().toFile(path.join(DIST_DIR, 'og-image.png'));
}

runMain('build-images', async () => {
  parseCommandLine({ options: {} });
  const started = performance.now();
  await stat(DIST_DIR).catch(() => {
    throw new ScriptError(`${DIST_DIR} does not exist: run vite build first.`);
  });
  const delivered = await photos();
  await icons();
  // The SVG favicon ships from public/ when present; make sure one is always there.
  await stat(path.join(DIST_DIR, 'favicon.svg')).catch(() =>
    writeFile(path.join(DIST_DIR, 'favicon.svg'), iconSvg(6)),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build-images: ${delivered}, icons and share card in ${seconds}s`);
});
