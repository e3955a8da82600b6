/**
 * Photos as the office manager's phone takes them (tooling/camera-photo.ts: 12 MP JPEGs with
 * the camera's make and model and a GPS position), made once and kept in the build cache, and
 * the checks that a photo the office stored is clean: upright, at most 2560 px on its long
 * side, and no EXIF at all.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from '@playwright/test';
import { cameraPhoto, type CameraPhotoOptions } from '../../../tooling/camera-photo';
import { CACHE_DIR } from '../../../tooling/paths';

type PhonePhoto = CameraPhotoOptions & { name: string };

/** Changes whenever the photos would: the cache keeps one folder per version. */
const VERSION = 'v1';

/**
 * The three photos of a new project: held level, held upright (stored sideways with EXIF
 * orientation 6, as phones do), and held upside down (orientation 3).
 */
export const PHONE_PHOTOS = {
  level: { name: 'IMG_0101.JPG', width: 4000, height: 3000, orientation: 1, seed: 1 },
  upright: { name: 'IMG_0102.JPG', width: 3000, height: 4000, orientation: 6, seed: 2 },
  upsideDown: { name: 'IMG_0103.JPG', width: 4000, height: 3000, orientation: 3, seed: 3 },
} as const satisfies Record<string, PhonePhoto>;

/** The files of `photos`, made the first time they are asked for. */
export async function phonePhotoFiles(photos: readonly PhonePhoto[]): Promise<string[]> {
  const dir = path.join(CACHE_DIR, 'office-tests', `phone-photos-${VERSION}`);
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    photos.map(async (photo) => {
      const file = path.join(dir, photo.name);
      if (!existsSync(file)) {
        // Written whole or not at all, so a run stopped halfway leaves no half a photo.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, await cameraPhoto(photo));
        renameSync(partial, file);
      }
      return file;
    }),
  );
}

/** Thirty 12 MP photos for the measuring script, each of its own grain. */
export function thirtyPhonePhotos(): PhonePhoto[] {
  return Array.from({ length: 30 }, (_, i) => ({
    name: `IMG_2${String(i).padStart(3, '0')}.JPG`,
    width: 4000,
    height: 3000,
    orientation: i % 3 === 0 ? 6 : 1,
    seed: 100 + i,
  }));
}

/**
 * That a photo the office stored is `photo`, cleaned: no metadata (EXIF, GPS, camera), no
 * orientation tag left to turn it, at most 2560 px on its long side, its proportions kept, and
 * its pixels upright: the camera scene's brown block (tooling/camera-photo.ts: the left third,
 * lower half) is where a person holding the phone saw it.
 */
export async function expectCleaned(file: string, photo: PhonePhoto): Promise<void> {
  const meta = await sharp(file).metadata();
  expect(meta.exif, `${file}: EXIF (GPS, camera)`).toBeUndefined();
  expect(meta.xmp, `${file}: XMP`).toBeUndefined();
  expect(meta.iptc, `${file}: IPTC`).toBeUndefined();
  expect(meta.orientation ?? 1, `${file}: orientation tag`).toBe(1);
  const { width = 0, height = 0 } = meta;
  expect(Math.max(width, height), `${file}: long side`).toBeLessThanOrEqual(2560);
  expect(Math.sign(width - height), `${file}: landscape or portrait as seen`).toBe(
    Math.sign(photo.width - photo.height),
  );
  expect(width / height).toBeCloseTo(photo.width / photo.height, 2);
  const block = await meanColour(file, 0.275, 0.7);
  const opposite = await meanColour(file, 0.725, 0.3);
  expect(isBrown(block), `${file}: the brown block lower left (${block.join(',')})`).toBe(true);
  expect(isBrown(opposite), `${file}: no brown block upper right (${opposite.join(',')})`).toBe(
    false,
  );
}

async function meanColour(file: string, x: number, y: number): Promise<number[]> {
  const { width = 0, height = 0 } = await sharp(file).metadata();
  const side = Math.max(4, Math.round(width / 40));
  const { data, info } = await sharp(file)
    .extract({
      left: Math.round(width * x - side / 2),
      top: Math.round(height * y - side / 2),
      width: side,
      height: side,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Averaged over the patch: the grain is ±16 a pixel.
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) {
    for (let c = 0; c < 3; c += 1) sums[c] = (sums[c] ?? 0) + (data[i + c] ?? 0);
  }
  return sums.map((sum) => Math.round(sum / (data.length / info.channels)));
}

/** The scene's #7b4b2a: red well above blue, and dark. */
function isBrown([red = 0, green = 0, blue = 0]: number[]): boolean {
  return red - blue > 50 && red < 170 && green < 110;
}
