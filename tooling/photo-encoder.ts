/**
 * Everything that decodes or encodes a photo (sharp). Camera files go in; out come upright
 * copies in sRGB with no metadata at all — no GPS position, no camera make or model — because
 * sharp strips what it is not asked to keep, and `autoOrient()` bakes the EXIF rotation in.
 */
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  photoCopies,
  ZOOM_WIDTH,
  type PhotoFormat,
  type PhotoSize,
} from '../src/lib/responsive-image';
import { PHOTO_FORMAT_HINT } from './record-photos';

/** Quality per format, tuned so a 1280px copy of a 12 MP phone photo stays well under 300 KB. */
const ENCODING = {
  // effort 2 is ~15x faster than 4 on a 12 MP photo for a few percent more bytes.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
} as const;

/** Masters (add-project) keep enough for a full-screen view, no more. */
const MASTER_MAX_SIDE = 2560;

/** Changes whenever the copies would come out different, so cached ones are not reused. */
export const ENCODER_VERSION = JSON.stringify({
  v: 1,
  PHOTO_WIDTHS,
  ZOOM_WIDTH,
  PHOTO_FORMATS,
  ENCODING,
});

export class UnreadablePhoto extends Error {}

export type Variant = { width: number; format: PhotoFormat; data: Buffer };

/** The photo's size as a person sees it: EXIF orientation applied. Reads the header only. */
export async function photoSizeOf(bytes: Buffer): Promise<PhotoSize> {
  const meta = await readMetadata(bytes);
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new UnreadablePhoto('is not a readable image (no size)');
  return { width, height };
}

/** Decodes the photo once and writes every copy from that (`photoCopies`). */
export async function encodeVariants(
  bytes: Buffer,
): Promise<{ size: PhotoSize; variants: Variant[] }> {
  const size = await photoSizeOf(bytes);
  const copies = photoCopies(size);
  const largest = Math.max(...copies.map((copy) => copy.width));
  const { data, info } = await decode(
    sharp(bytes)
      .autoOrient()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .raw(),
  );
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants = await Promise.all(
    copies.map(async ({ width, format }): Promise<Variant> => {
      const resized = sharp(data, { raw }).resize({
        width,
        height: width,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const encoded = format === 'avif' ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp);
      return { width, format, data: await encoded.toBuffer() };
    }),
  );
  return { size, variants };
}

/**
 * A clean master for the repository: upright, at most MASTER_MAX_SIDE on its long side,
 * no metadata, as WebP at quality 80: well under a megabyte, against the camera's 3–7 MB.
 */
export async function encodeMaster(bytes: Buffer): Promise<{ size: PhotoSize; data: Buffer }> {
  await photoSizeOf(bytes);
  const { data, info } = await decode(
    sharp(bytes)
      .autoOrient()
      .resize({
        width: MASTER_MAX_SIDE,
        height: MASTER_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80, effort: 4 }),
  );
  return { size: { width: info.width, height: info.height }, data };
}

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch (error) {
    throw new UnreadablePhoto(`is not a readable image (${reason(error)})`);
  }
  // The prebuilt sharp reads AVIF (HEIF with AV1) but not the iPhone's HEIC (HEVC).
  if (meta.format === 'heif' && meta.compression !== 'av1') {
    throw new UnreadablePhoto(`is a HEIC photo, which the build cannot read: ${PHOTO_FORMAT_HINT}`);
  }
  return meta;
}

async function decode(pipeline: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await pipeline.toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnreadablePhoto(`is not a readable image (${reason(error)})`);
  }
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.replace(/^Input (buffer|file) /, '') ?? message;
}
