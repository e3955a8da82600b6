/**
 * Photos as a phone camera writes them, made on the fly for tests and the phone-photo test
 * site, so the repository carries no megabytes: a JPEG with the camera's make and model, a
 * GPS position and an EXIF orientation, its pixels given realistic sensor grain (flat
 * synthetic pictures compress far better than real photos and would flatter every budget).
 */
import sharp from 'sharp';

export type CameraPhotoOptions = {
  /** Pixel size as a person sees the photo; the file stores it turned for orientations 6 and 8. */
  width: number;
  height: number;
  /** EXIF orientation: 1 upright, 6 stored turned (a phone held upright), 3 upside down. */
  orientation?: 1 | 3 | 6 | 8;
  /** A picture to scale up as the scene; a plain gradient without one. */
  scene?: Buffer;
  /** Grain seed: the same options always give the same bytes. */
  seed?: number;
};

const STORED_TURN = { 1: 0, 3: 180, 6: 270, 8: 90 } as const;

const CAMERA = { make: 'Apple', model: 'iPhone 15 Pro', gpsLatitude: '39/1 46/1 5/1' };

export async function cameraPhoto(options: CameraPhotoOptions): Promise<Buffer> {
  const { width, height, orientation = 1, seed = 1 } = options;
  const scene = options.scene
    ? sharp(options.scene).resize(width, height, { fit: 'cover' })
    : sharp(Buffer.from(gradientSvg(width, height)));
  const pixels = await scene.removeAlpha().raw().toBuffer();
  addGrain(pixels, width, seed);
  // Stored the way the sensor saw it; the EXIF orientation tells viewers how to turn it back.
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .rotate(STORED_TURN[orientation])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: CAMERA.make, Model: CAMERA.model },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: CAMERA.gpsLatitude },
    })
    .toBuffer();
}

/**
 * Grain of up to ±16 levels in 3px cells: coarse enough to survive scaling down to 1280px,
 * where real photos keep their texture (foliage, brick, carpet). Hashed from position and a
 * seed, so it is repeatable (Math.random is not).
 */
function addGrain(pixels: Buffer, width: number, seed: number): void {
  for (let i = 0; i < pixels.length; i += 1) {
    const pixel = Math.floor(i / 3);
    const cellX = Math.floor((pixel % width) / 3);
    const cellY = Math.floor(pixel / width / 3);
    let hash = Math.imul(cellX, 73856093) ^ Math.imul(cellY, 19349663) ^ Math.imul(i % 3, 83492791);
    hash = Math.imul(hash ^ seed ^ (hash >>> 15), 2246822519);
    hash ^= hash >>> 13;
    const grain = ((hash >>> 0) % 33) - 16;
    pixels[i] = Math.min(255, Math.max(0, (pixels[i] ?? 0) + grain));
  }
}

function gradientSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#6d8fb3"/><stop offset="1" stop-color="#c9a27a"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect x="10%" y="55%" width="35%" height="30%" fill="#7b4b2a"/>
</svg>`;
}
