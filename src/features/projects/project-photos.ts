import type { Photo } from '../../lib/responsive-image';
import { coverAlt, coverImage, photoAlt, photoSections, type SectionKey } from './project-logic';
import type { Project, ProjectImage } from './project-schema';

/** One of a project's photos as the details page shows it, for the photo viewer. */
export type ProjectPhoto = {
  /**
   * Stable within the project and the `?photo=` value: `cover`, else the section key and a
   * 1-based position within that section's carousel (`exterior-1`, `kitchen-2`, `bathroom-1`).
   */
  id: string;
  section: SectionKey | 'cover';
  image: ProjectImage;
  /** Its alt text on the page: `Kitchen photo 2 of 3, 2417 N Maple St`, or the cover's. */
  caption: string;
  /** The same view before the work (with its real size, for `ResponsivePhoto`), if any. */
  before: BeforePhoto | undefined;
};

type BeforePhoto = { photo: Photo; caption: string };

/** A photo with its before photo: one before-and-after comparison. */
export type PhotoPair = ProjectPhoto & { before: BeforePhoto };

/**
 * All of a project's photos in page order: the cover, then each carousel's photos in spec
 * section order. The cover is not repeated, as the carousels leave it out; an image flagged
 * in two sections is listed in both, as both carousels show it.
 */
export function projectPhotos(project: Project): ProjectPhoto[] {
  const cover = coverImage(project);
  const photos: ProjectPhoto[] = [];
  if (cover) {
    const caption = coverAlt(project);
    photos.push({
      id: 'cover',
      section: 'cover',
      image: cover,
      caption,
      before: before(cover, caption),
    });
  }
  for (const section of photoSections(project)) {
    section.images.forEach((image, index) => {
      const caption = photoAlt(section, index + 1, project);
      photos.push({
        id: photoId(section.key, index + 1),
        section: section.key,
        image,
        caption,
        before: before(image, caption),
      });
    });
  }
  return photos;
}

/** A carousel photo's id: its section and 1-based position in that carousel (`kitchen-2`). */
export function photoId(section: SectionKey, position: number): string {
  return `${section}-${position}`;
}

/**
 * The position of the photo a `?photo=` value names, or undefined for anything else: no
 * value, an unknown section or position, or a value written differently (`Kitchen-2`,
 * `kitchen-02`). An unknown value is never an error; the page shows without the viewer.
 */
export function photoIndexFromId(
  photos: readonly ProjectPhoto[],
  id: string | null | undefined,
): number | undefined {
  if (!id) return undefined;
  const index = photos.findIndex((photo) => photo.id === id);
  return index < 0 ? undefined : index;
}

/**
 * The before-and-after pairs in page order, each image once: an image listed in two
 * sections is compared where it first appears.
 */
export function photoPairs(photos: readonly ProjectPhoto[]): PhotoPair[] {
  const seen = new Set<ProjectImage>();
  return photos.filter((photo): photo is PhotoPair => {
    if (!photo.before || seen.has(photo.image)) return false;
    seen.add(photo.image);
    return true;
  });
}

/**
 * Whether the project page shows a Before & After section: the rule the card mark uses too,
 * so a before photo on an image no carousel shows marks nothing.
 */
export function hasBeforeAfter(project: Project): boolean {
  return photoPairs(projectPhotos(project)).length > 0;
}

function before(image: ProjectImage, caption: string): BeforePhoto | undefined {
  if (image.before_url === undefined) return undefined;
  return {
    photo: { url: image.before_url, width: image.before_width, height: image.before_height },
    caption: `Before the work: ${caption}`,
  };
}
