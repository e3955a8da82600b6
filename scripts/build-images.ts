/**
 * Build-time images, written into dist/ after `vite build`:
 *  - every shipped project photo (public/assets/projects/**.webp, 1280x720) as AVIF and WebP
 *    at the widths of src/lib/responsive-image.ts, for `srcset`;
 *  - the favicon PNGs, touch icon and web-manifest icons, from the brand mark;
 *  - the 1200x630 share card used by pages without a photo of their own.
 *
 * Encoding AVIF is slow on a small machine, so results are cached by content hash in
 * node_modules/.cache/build-images and reused by later builds.
 *
 * Usage: tsx scripts/build-images.ts   (npm run build runs it)
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ICON_SIZES } from '../src/app/seo/web-manifest';
import { site } from '../src/config/site';
import {
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  variantUrl,
  type PhotoFormat,
} from '../src/lib/responsive-image';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PUBLIC = path.join(ROOT, 'public');
const DIST = path.join(ROOT, 'dist');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'build-images');
const PHOTOS = path.join(PUBLIC, 'assets', 'projects');

/** The house mark of the logo (src/components/logo.tsx), on the brand navy for icons. */
const MARK_PATHS = `
  <path d="M32 6 4 30h8v26h40V30h8z" fill="#ffffff" />
  <path d="M24 56V38h16v18" fill="#d9772b" />
  <path d="M44 14h6v10l-6-5z" fill="#ffffff" />`;

function iconSvg(padding: number): string {
  const inner = 64 - padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${site.themeColor}" />
  <g transform="translate(${padding} ${padding}) scale(${inner / 64})">${MARK_PATHS}</g>
</svg>`;
}

function shareCardSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#10253d" /><stop offset="0.6" stop-color="#1b3a5c" /><stop offset="1" stop-color="#b85a1b" />
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)" />
  <g transform="translate(96 150) scale(3.5)">${MARK_PATHS}</g>
  <text x="360" y="270" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#ffffff">Crossroads</text>
  <text x="364" y="340" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" letter-spacing="12" fill="#ffffff">RENOVATION</text>
  <text x="96" y="500" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#f6f1ea">Remodeling &amp; renovation for ${site.city} investment properties</text>
</svg>`;
}

async function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(CACHE, key);
  try {
    return await readFile(file);
  } catch {
    const data = await make();
    await mkdir(CACHE, { recursive: true });
    await writeFile(file, data);
    return data;
  }
}

async function encode(source: Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  const image = sharp(source).resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? image.avif({ quality: 50, effort: 2 }).toBuffer()
    : image.webp({ quality: 72, effort: 4 }).toBuffer();
}

async function listPhotos(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.webp'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function photoVariants(): Promise<number> {
  const photos = await listPhotos(PHOTOS).catch(() => []);
  const jobs = photos.flatMap((file) =>
    PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => ({ file, width, format }))),
  );
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      const url = `/${path.relative(PUBLIC, job.file).split(path.sep).join('/')}`;
      const target = path.join(DIST, variantUrl(url, job.width, job.format));
      const source = await readFile(job.file);
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
      const data = await cached(`${hash}-${job.width}.${job.format}`, () =>
        encode(source, job.width, job.format),
      );
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return jobs.length;
}

async function icons(): Promise<void> {
  const dir = path.join(DIST, 'icons');
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
  await sharp(Buffer.from(shareCardSvg())).png().toFile(path.join(DIST, 'og-image.png'));
}

async function main() {
  const started = performance.now();
  await stat(DIST).catch(() => {
    throw new Error('dist/ does not exist: run vite build first.');
  });
  const variants = await photoVariants();
  await icons();
  // The SVG favicon ships from public/ when present; make sure one is always there.
  await stat(path.join(DIST, 'favicon.svg')).catch(() =>
    writeFile(path.join(DIST, 'favicon.svg'), iconSvg(6)),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build-images: ${variants} photo variants, icons and share card in ${seconds}s`);
}

main().catch((error: unknown) => {
  console.error('build-images failed:', error);
  process.exit(1);
});
