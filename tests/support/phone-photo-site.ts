/**
 * Builds the phone-photo test site into dist-phone/: the fixture portfolio (tests/support/fixtures.ts)
 * with, first in the list, a project photographed on a phone — 12-megapixel JPEGs with GPS and camera EXIF, one
 * held upright (EXIF orientation 6), a name with spaces, a PNG — as the company's own photos
 * will arrive. The end-to-end photo checks and the perf budget run against it. Photos are made
 * here, at build time, so the repository carries no megabytes.
 *
 * It is also the analytics test site: built with a test measurement id (tooling/google-analytics.ts),
 * where dist/ has none, so the analytics e2e tests need no build of their own.
 *
 * Usage: npm run build:phone-photos   (shares the photo cache with npm run build)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { buildSite } from '../../build/site-build';
import { cameraPhoto, type CameraPhotoOptions } from '../../tooling/camera-photo';
import { ANALYTICS_TEST_ENV } from '../../tooling/google-analytics';
import { CACHE_DIR, DATA_FILE, PHONE_DIST_DIR, ROOT } from '../../tooling/paths';
import { parseCommandLine, runMain } from '../../tooling/run-main';
import { FIXTURE_PORTFOLIO_DIR, readFixturePortfolio, writeTestPublicDir } from './fixtures';

const PHONE_SITE_PUBLIC = path.join(CACHE_DIR, 'phone-photo-site', 'public');
const FOLDER = 'assets/uploads/2417 N Maple St';
/** The fixture's photos, the scenes the camera photos show. */
const SCENES = path.join(FIXTURE_PORTFOLIO_DIR, 'assets', 'projects');

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
      scene: await readFile(path.join(SCENES, scene)),
    });
    // A PNG from a screenshot tool or an editor: same picture, lossless and large.
    const bytes = file.endsWith('.png') ? await sharp(jpeg).png().toBuffer() : jpeg;
    await writeFile(path.join(folder, file), bytes);
  }
}

async function writeDataFile(): Promise<void> {
  const fixture = readFixturePortfolio();
  const first = Math.min(...fixture.projects.map((project) => project.sort)) - 1;
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
    `${JSON.stringify({ projects: [phoneProject, ...fixture.projects] }, null, 2)}\n`,
  );
}

runMain('phone-photo-site', async () => {
  parseCommandLine({ options: {} });
  const started = performance.now();
  writeTestPublicDir(PHONE_SITE_PUBLIC);
  await writePhotos();
  await writeDataFile();
  buildSite({
    publicDir: PHONE_SITE_PUBLIC,
    outDir: PHONE_DIST_DIR,
    quiet: true,
    env: ANALYTICS_TEST_ENV,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`phone-photo-site: built ${path.relative(ROOT, PHONE_DIST_DIR)}/ in ${seconds}s`);
});
