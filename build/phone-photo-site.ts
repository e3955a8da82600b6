/**
 * Builds the phone-photo test site into dist-phone/: the shipped portfolio with, first in the
 * list, a project photographed on a phone — 12-megapixel JPEGs with GPS and camera EXIF, one
 * held upright (EXIF orientation 6), a name with spaces, a PNG — as the company's own photos
 * will arrive. The end-to-end photo checks and the perf budget run against it. Photos are made
 * here, at build time, so the repository carries no megabytes.
 *
 * It is also the analytics test site: built with a test measurement id (tooling/google-analytics.ts),
 * where dist/ has none, so the analytics e2e tests need no build of their own.
 *
 * Usage: npm run build:phone-photos   (shares the photo cache with npm run build)
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Project } from '../src/features/projects/project-schema';
import { CACHE_DIR, DATA_FILE, ROOT } from '../tooling/paths';
import { parseCommandLine, runMain } from '../tooling/run-main';
import { buildSite } from './site-build';
import { cameraPhoto, type CameraPhotoOptions } from '../tooling/camera-photo';
import { ANALYTICS_TEST_ENV } from '../tooling/google-analytics';

const PHONE_SITE_DIST = path.join(ROOT, 'dist-phone');
const PHONE_SITE_PUBLIC = path.join(CACHE_DIR, 'phone-photo-site', 'public');
const FOLDER = 'assets/uploads/2417 N Maple St';
const SHIPPED = path.join(ROOT, 'public', 'assets', 'projects');

type PhonePhoto = {
  file: string;
  scene: string;
  flags: Partial<Record<'main' | 'exterior' | 'interior' | 'kitchen' | 'room' | 'bathroom', true>>;
} & Omit<CameraPhotoOptions, 'scene'>;

const PHOTOS: PhonePhoto[] = [
  {
    file: 'IMG_0001.JPG',
    scene: '4611-n-graceland-ave/main.webp',
    flags: { main: true },
    width: 4032,
    height: 3024,
    seed: 1,
  },
  {
    file: 'IMG_0002.JPG',
    scene: '4611-n-graceland-ave/exterior-1.webp',
    flags: { exterior: true },
    width: 3024,
    height: 4032,
    orientation: 6,
    seed: 2,
  },
  {
    file: 'Kitchen 1.jpeg',
    scene: '4611-n-graceland-ave/kitchen-1.webp',
    flags: { kitchen: true },
    width: 4032,
    height: 3024,
    seed: 3,
  },
  {
    file: 'bath.png',
    scene: '4611-n-graceland-ave/bathroom-1.webp',
    flags: { bathroom: true },
    width: 1600,
    height: 1200,
    seed: 4,
  },
];

const PHONE_PROJECT_ID = '2417-n-maple-st';

function photoUrl(file: string): string {
  return `/${`${FOLDER}/${file}`.split('/').map(encodeURIComponent).join('/')}`;
}

async function writePhotos(): Promise<void> {
  const folder = path.join(PHONE_SITE_PUBLIC, FOLDER);
  await mkdir(folder, { recursive: true });
  for (const { file, scene, width, height, orientation, seed } of PHOTOS) {
    const jpeg = await cameraPhoto({
      width,
      height,
      orientation,
      seed,
      scene: await readFile(path.join(SHIPPED, scene)),
    });
    // A PNG from a screenshot tool or an editor: same picture, lossless and large.
    const bytes = file.endsWith('.png') ? await sharp(jpeg).png().toBuffer() : jpeg;
    await writeFile(path.join(folder, file), bytes);
  }
}

async function writeDataFile(): Promise<void> {
  const shipped = JSON.parse(await readFile(path.join(ROOT, 'public', DATA_FILE), 'utf8')) as {
    projects: Project[];
  };
  const first = Math.min(...shipped.projects.map((project) => project.sort)) - 1;
  const phoneProject = {
    id: PHONE_PROJECT_ID,
    sort: first,
    beds: 3,
    baths: 2,
    sq_footage: 1640,
    address: { address_line_1: '2417 N Maple St', city: 'Indianapolis', state: 'IN' },
    is_sold: false,
    pending_sale: true,
    year_sold: null,
    full_remodel: true,
    full_renovation: false,
    post: 'https://www.zillow.com/homes/2417-N-Maple-St-Indianapolis-IN_rb/',
    images: PHOTOS.map(({ file, flags }) => ({ url: photoUrl(file), ...flags })),
  };
  await writeFile(
    path.join(PHONE_SITE_PUBLIC, DATA_FILE),
    `${JSON.stringify({ projects: [phoneProject, ...shipped.projects] }, null, 2)}\n`,
  );
}

runMain('phone-photo-site', async () => {
  parseCommandLine({ options: {} });
  const started = performance.now();
  await rm(PHONE_SITE_PUBLIC, { recursive: true, force: true });
  await cp(path.join(ROOT, 'public'), PHONE_SITE_PUBLIC, { recursive: true });
  await writePhotos();
  await writeDataFile();
  buildSite({
    publicDir: PHONE_SITE_PUBLIC,
    outDir: PHONE_SITE_DIST,
    quiet: true,
    env: ANALYTICS_TEST_ENV,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`phone-photo-site: built ${path.relative(ROOT, PHONE_SITE_DIST)}/ in ${seconds}s`);
});
