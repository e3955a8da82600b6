/**
 * What the photo bins' controls do to the bins, as pure functions: each returns new bins and
 * leaves the ones it was given alone, so React sees the change and an unsaved edit can be undone
 * by reloading.
 */
import { BINS } from '../../seed/photo-bins';
import type { Bin, BinPhoto, Bins } from '../api';

export const BIN_TITLES: Record<Bin, string> = {
  cover: 'Cover',
  exterior: 'Exterior',
  interior: 'Interior',
  kitchen: 'Kitchen',
  baths: 'Baths',
  rooms: 'Rooms',
};

/** A project's bins before any photo is added. */
export function emptyBins(): Bins {
  return { cover: [], exterior: [], interior: [], kitchen: [], baths: [], rooms: [] };
}

/** Where a photo is: its bin and place, or undefined when no bin holds it. */
export function findPhoto(bins: Bins, source: string): { bin: Bin; index: number } | undefined {
  for (const bin of BINS) {
    const index = bins[bin].findIndex((photo) => photo.source === source);
    if (index >= 0) return { bin, index };
  }
  return undefined;
}

/** The bins without that photo. */
export function removePhoto(bins: Bins, source: string): Bins {
  const place = findPhoto(bins, source);
  if (!place) return bins;
  return { ...bins, [place.bin]: bins[place.bin].filter((photo) => photo.source !== source) };
}

/**
 * Puts a photo (one already in a bin, or a new one) into `bin` at `index` (its end when left
 * out). The cover holds one photo: the one it held goes to the start of the photo's old bin, or
 * of Exterior for a new photo or one from the cover itself.
 */
export function placePhoto(bins: Bins, photo: BinPhoto, bin: Bin, index?: number): Bins {
  const from = findPhoto(bins, photo.source);
  let next = removePhoto(bins, photo.source);
  if (bin === 'cover') {
    const [previous] = next.cover;
    const home: Bin = from && from.bin !== 'cover' ? from.bin : 'exterior';
    next = { ...next, cover: [photo] };
    if (previous) next = { ...next, [home]: [previous, ...next[home]] };
    return next;
  }
  const list = [...next[bin]];
  list.splice(index ?? list.length, 0, photo);
  return { ...next, [bin]: list };
}

/** Moves a photo `by` places within its bin (−1 earlier, +1 later), kept inside the bin. */
export function shiftPhoto(bins: Bins, source: string, by: number): Bins {
  const place = findPhoto(bins, source);
  if (!place) return bins;
  const list = [...bins[place.bin]];
  const to = Math.max(0, Math.min(list.length - 1, place.index + by));
  const [photo] = list.splice(place.index, 1);
  if (!photo) return bins;
  list.splice(to, 0, photo);
  return { ...bins, [place.bin]: list };
}

/** Gives a photo its before photo; a photo taken from a bin for it leaves that bin. */
export function pairBefore(bins: Bins, source: string, before: BinPhoto): Bins {
  const next = removePhoto(bins, before.source);
  return updatePhoto(next, source, (photo) => ({
    ...photo,
    before: before.source,
    beforeThumbnail: before.thumbnail,
  }));
}

export function unpairBefore(bins: Bins, source: string): Bins {
  return updatePhoto(bins, source, (photo) => {
    const alone = { ...photo };
    delete alone.before;
    delete alone.beforeThumbnail;
    return alone;
  });
}

function updatePhoto(bins: Bins, source: string, change: (photo: BinPhoto) => BinPhoto): Bins {
  const place = findPhoto(bins, source);
  if (!place) return bins;
  return {
    ...bins,
    [place.bin]: bins[place.bin].map((photo) => (photo.source === source ? change(photo) : photo)),
  };
}

/** Every photo, bin by bin: for the pair chooser's list and the card's Before & After mark. */
export function allPhotos(bins: Bins): { bin: Bin; index: number; photo: BinPhoto }[] {
  return BINS.flatMap((bin) => bins[bin].map((photo, index) => ({ bin, index, photo })));
}
