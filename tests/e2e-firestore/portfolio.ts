/**
 * The Firestore-mode site's own portfolio (tests/e2e-firestore/firestore-site.ts builds and
 * seeds it), never the company's public/: three projects photographed on a phone, most of
 * them upright (portrait), one photo stored sideways with EXIF orientation 6 as phones write
 * them, and a fourth project the seed writes after the build, which has no prerendered page.
 * The photos are made with sharp when the site is built, so the repository carries none.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Project } from '../../src/features/projects/project-schema';
import type { PhotoSize } from '../../src/lib/responsive-image';
import { cameraPhoto, type CameraPhotoOptions } from '../../tooling/camera-photo';
import { DATA_FILE } from '../../tooling/paths';

const FOLDER = 'assets/projects/firestore-test';

type TestPhoto = PhotoSize & Pick<CameraPhotoOptions, 'orientation' | 'seed'> & { file: string };

/** Sizes as a person sees the photos: the sideways one is 1600 wide in its file. */
const PHOTOS = {
  sideways: { file: 'IMG_0006.JPG', width: 900, height: 1600, orientation: 6, seed: 1 },
  portrait: { file: 'front door.jpg', width: 900, height: 1600, seed: 2 },
  kitchen: { file: 'kitchen.jpg', width: 1600, height: 1200, seed: 3 },
  kitchenBefore: { file: 'kitchen-before.jpg', width: 1200, height: 1600, seed: 4 },
  bath: { file: 'bath.png', width: 960, height: 1280, seed: 5 },
  landscape: { file: 'street.jpg', width: 1600, height: 900, seed: 6 },
} satisfies Record<string, TestPhoto>;

type PhotoName = keyof typeof PHOTOS;

export function photoUrl(name: PhotoName): string {
  return `/${`${FOLDER}/${PHOTOS[name].file}`.split('/').map(encodeURIComponent).join('/')}`;
}

/** The size the site must give a photo: its upright one. */
export function photoSize(name: PhotoName): PhotoSize {
  const { width, height } = PHOTOS[name];
  return { width, height };
}

type TestProject = Omit<Project, 'images'> & { images: Record<string, unknown>[] };

function testProject(
  n: number,
  street: string,
  images: Record<string, unknown>[],
  facts: Partial<Project> = {},
): TestProject {
  return {
    id: `${n}-${street.toLowerCase().replaceAll(' ', '-')}`,
    sort: n,
    beds: 3,
    baths: 2,
    sq_footage: 1200 + n * 100,
    address: { address_line_1: `${n} ${street}`, city: 'Indianapolis', state: 'IN' },
    is_sold: false,
    pending_sale: false,
    year_sold: null,
    full_remodel: true,
    full_renovation: false,
    post: `https://listings.example.com/${n}`,
    ...facts,
    images,
  };
}

/** The data file the site is built from: these three have prerendered pages. */
export const BUILT_PROJECTS: TestProject[] = [
  testProject(101, 'Portrait Row', [
    { url: photoUrl('sideways'), main: true, exterior: true },
    { url: photoUrl('kitchen'), before_url: photoUrl('kitchenBefore'), kitchen: true },
    { url: photoUrl('bath'), bathroom: true, interior: true },
  ]),
  testProject(
    102,
    'Upright Ave',
    [
      { url: photoUrl('portrait'), main: true, exterior: true },
      { url: photoUrl('landscape'), exterior: true },
    ],
    { is_sold: true, year_sold: 2025 },
  ),
  testProject(103, 'Wide St', [
    { url: photoUrl('landscape'), main: true, exterior: true },
    { url: photoUrl('bath'), bathroom: true },
  ]),
];

/** Seeded after the build, so only Firestore has it; its photos are ones the build delivered. */
export const SEEDED_AFTER_BUILD: TestProject = testProject(104, 'Later Ln', [
  { url: photoUrl('sideways'), main: true, exterior: true },
  { url: photoUrl('portrait'), interior: true },
]);

/** Writes the photos and the built data file into `publicDir`, and the seeded file to `seedFile`. */
export async function writePortfolio(publicDir: string, seedFile: string): Promise<void> {
  const folder = path.join(publicDir, FOLDER);
  await mkdir(folder, { recursive: true });
  for (const { file, width, height, orientation, seed } of Object.values(PHOTOS) as TestPhoto[]) {
    const jpeg = await cameraPhoto({ width, height, orientation, seed });
    const bytes = file.endsWith('.png') ? await sharp(jpeg).png().toBuffer() : jpeg;
    await writeFile(path.join(folder, file), bytes);
  }
  const dataFile = (projects: TestProject[]) => `${JSON.stringify({ projects }, null, 2)}\n`;
  await mkdir(path.dirname(path.join(publicDir, DATA_FILE)), { recursive: true });
  await writeFile(path.join(publicDir, DATA_FILE), dataFile(BUILT_PROJECTS));
  await writeFile(seedFile, dataFile([...BUILT_PROJECTS, SEEDED_AFTER_BUILD]));
}
