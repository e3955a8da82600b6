/** A project as its form shows it: the facts, the photos in bins, and what it was based on. */
import { binsOf, BINS } from '../../seed/photo-bins.ts';
import { formFacts } from '../../seed/project-form.ts';
import type { PhotoSize } from '../../src/lib/responsive-image.ts';
import type { BinPhoto, Bins, ProjectForm } from '../api.ts';
import { versionOf } from './data-store.ts';
import { photoUrl, thumbnailUrl } from './photo-urls.ts';

/** A photo's size when the record gives none (data.json's records have none until a build). */
type SizeOf = (url: string) => Promise<PhotoSize | undefined>;

export async function projectForm(
  webAddress: string,
  record: Record<string, unknown>,
  thisYear: number,
  sizeOf: SizeOf,
): Promise<ProjectForm> {
  const images = Array.isArray(record.images)
    ? record.images.filter(
        (image): image is Record<string, unknown> =>
          typeof image === 'object' && image !== null && typeof image.url === 'string',
      )
    : [];
  const binned = binsOf(images);
  const bins = Object.fromEntries(
    await Promise.all(
      BINS.map(async (bin) => [
        bin,
        await Promise.all(binned[bin].map((image) => binPhoto(image, sizeOf))),
      ]),
    ),
  ) as Bins;
  return {
    webAddress,
    facts: formFacts(record, thisYear),
    bins,
    basedOn: { version: versionOf(record), record },
  };
}

async function binPhoto(image: Record<string, unknown>, sizeOf: SizeOf): Promise<BinPhoto> {
  const source = String(image.url);
  const before = typeof image.before_url === 'string' ? image.before_url : undefined;
  const size =
    typeof image.width === 'number' && typeof image.height === 'number'
      ? { width: image.width, height: image.height }
      : await sizeOf(source);
  return {
    source,
    thumbnail: thumbnailUrl(source),
    url: photoUrl(source),
    width: size?.width ?? 0,
    height: size?.height ?? 0,
    ...(before !== undefined && { before, beforeThumbnail: thumbnailUrl(before) }),
  };
}
