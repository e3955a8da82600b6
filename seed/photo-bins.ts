/**
 * A project's photos as the office shows them, in bins (Cover, Exterior, Interior, Kitchen,
 * Baths, Rooms), and back as the record's images. A bin is the details page's carousel of the
 * same name (the cover is the image flagged `main`); a photo's place in its bin is its place in
 * that carousel; a before photo rides with its after photo. Pure and browser-safe: the screen
 * and the server share it.
 */
import { SECTION_ORDER } from '../src/features/projects/project-logic';

export type Bin = 'cover' | 'exterior' | 'interior' | 'kitchen' | 'baths' | 'rooms';

/** The bins in the order the screen shows them. */
export const BINS: readonly Bin[] = ['cover', 'exterior', 'interior', 'kitchen', 'baths', 'rooms'];

/** The image's flag each bin sets. */
const FLAG_OF: Record<Bin, string> = {
  cover: 'main',
  exterior: 'exterior',
  interior: 'interior',
  kitchen: 'kitchen',
  baths: 'bathroom',
  rooms: 'room',
};
const FLAGS = Object.values(FLAG_OF);

/** A photo in a bin: where it is (a site URL or an upload's token), and its before photo. */
export type BinnedPhoto = { source: string; before?: string | undefined };

/** An image as the record holds it. */
type ImageFields = Record<string, unknown>;

/** Where the server keeps a photo and how big it is, for an image the record does not hold yet. */
type StoredPhoto = { url: string; width?: number | undefined; height?: number | undefined };

/**
 * The record's images in bins. The cover is the image flagged main, else the first (as the site
 * shows it); any other image goes in the bin of its first carousel. An image no page shows (no
 * carousel flag, or a second cover) is in no bin; it is kept as it is when the bins are saved.
 */
export function binsOf(images: readonly ImageFields[]): Record<Bin, ImageFields[]> {
  const bins = Object.fromEntries(BINS.map((bin) => [bin, [] as ImageFields[]])) as Record<
    Bin,
    ImageFields[]
  >;
  images.forEach((image) => {
    const bin = binOf(image, images);
    if (bin) bins[bin].push(image);
  });
  return bins;
}

/**
 * What is wrong with the bins, in words, or undefined: one cover (when there are photos at
 * all), and no photo in two places.
 */
export function binsProblem(bins: Record<Bin, readonly BinnedPhoto[]>): string | undefined {
  const all = BINS.flatMap((bin) => bins[bin]);
  if (bins.cover.length > 1) {
    return 'The cover is one photo: move the others to another bin.';
  }
  if (bins.cover.length === 0 && all.length > 0) {
    return 'Choose a cover photo: the list and the project page show it first ("Use as cover").';
  }
  const seen = new Set<string>();
  for (const source of all.flatMap((photo) => [photo.source, photo.before ?? []].flat())) {
    if (seen.has(source)) return 'A photo is in two places: remove one of them.';
    seen.add(source);
  }
  return undefined;
}

/**
 * The record's images from the bins: an image already in the record keeps its fields (and all
 * its flags while it stays in its bin); a photo moved to another bin takes that bin's flag
 * alone; a new one is made from `stored`. When the bins hold the record's photos as they were,
 * the record's own list comes back untouched, so a save that changed nothing writes nothing.
 */
export function imagesFromBins(
  bins: Record<Bin, readonly BinnedPhoto[]>,
  original: readonly ImageFields[],
  stored: (source: string) => StoredPhoto,
): ImageFields[] {
  const before = binsOf(original);
  const used = new Set<ImageFields>();
  const made: ImageFields[] = [];
  for (const bin of BINS) {
    for (const photo of bins[bin]) {
      const old = original.find((image) => image.url === photo.source && !used.has(image));
      if (old) used.add(old);
      const image: ImageFields = old
        ? { ...old }
        : { url: stored(photo.source).url, ...flagsFor(bin), ...sizeOf(stored(photo.source)) };
      if (old && binOf(old, original) !== bin) Object.assign(image, flagsFor(bin));
      withBefore(image, photo.before, stored);
      made.push(image);
    }
  }
  const hidden = original.filter((image) => binOf(image, original) === undefined);
  const unchanged =
    BINS.every(
      (bin) =>
        bins[bin].length === before[bin].length &&
        bins[bin].every((photo, index) => photo.source === before[bin][index]?.url),
    ) && made.every((image, index) => same(image, [...BINS.flatMap((bin) => before[bin])][index]));
  return unchanged ? [...original] : [...made, ...hidden];
}

function binOf(image: ImageFields, images: readonly ImageFields[]): Bin | undefined {
  const cover = images.find((each) => each.main === true) ?? images[0];
  if (image === cover) return 'cover';
  if (image.main === true) return undefined;
  const section = SECTION_ORDER.find((key) => image[key] === true);
  return BINS.find((bin) => FLAG_OF[bin] === section);
}

function flagsFor(bin: Bin): Record<string, boolean> {
  return Object.fromEntries(FLAGS.map((flag) => [flag, flag === FLAG_OF[bin]]));
}

function sizeOf(photo: StoredPhoto): ImageFields {
  return photo.width !== undefined && photo.height !== undefined
    ? { width: photo.width, height: photo.height }
    : {};
}

function withBefore(
  image: ImageFields,
  before: string | undefined,
  stored: (source: string) => StoredPhoto,
): void {
  if (before === undefined) {
    delete image.before_url;
    delete image.before_width;
    delete image.before_height;
    return;
  }
  if (image.before_url === before) return;
  const photo = stored(before);
  image.before_url = photo.url;
  delete image.before_width;
  delete image.before_height;
  if (photo.width !== undefined && photo.height !== undefined) {
    image.before_width = photo.width;
    image.before_height = photo.height;
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
