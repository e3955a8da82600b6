import { formatNumber } from '../../lib/plain-numbers';
import type { Project, ProjectImage } from './project-schema';

export type SaleStatus = { kind: 'sold' | 'pending' | 'for-sale'; label: string };

/** A project's sale facts: a whole record or a card's summary. */
type SaleFacts = Pick<Project, 'is_sold' | 'pending_sale' | 'year_sold'>;

/** Spec §4: sold wins over pending, pending over for sale. */
export function saleStatus(project: SaleFacts): SaleStatus {
  if (project.is_sold) {
    const year = project.year_sold ?? '';
    return { kind: 'sold', label: `Sold ${year}`.trim() };
  }
  if (project.pending_sale) return { kind: 'pending', label: 'Pending' };
  return { kind: 'for-sale', label: 'For Sale' };
}

/** Spec §4: the work-type banner text, or null when the project has neither flag. */
export function workType(
  project: Pick<Project, 'full_remodel' | 'full_renovation'>,
): string | null {
  if (project.full_remodel && project.full_renovation) return 'Remodel & Renovation';
  if (project.full_remodel) return 'Full Remodel';
  if (project.full_renovation) return 'Full Renovation';
  return null;
}

export function bedsAndBaths(project: Pick<Project, 'beds' | 'baths'>): string {
  return `${formatNumber(project.beds, 1)} BED | ${formatNumber(project.baths, 1)} BTH`;
}

export function squareFootage(project: Pick<Project, 'sq_footage'>): string {
  return `${formatNumber(project.sq_footage, 1)} Sq Ft`;
}

export function cityAndState(project: Pick<Project, 'address'>): string {
  return `${project.address.city}, ${project.address.state}`;
}

/** The cover: the image flagged main, or the first image when none is. */
export function coverImage(project: Project): ProjectImage | undefined {
  return project.images.find((image) => image.main) ?? project.images[0];
}

export function coverAlt(project: Pick<Project, 'address'>): string {
  return `Front of ${project.address.address_line_1}, ${cityAndState(project)}`;
}

export const SECTION_ORDER = ['exterior', 'interior', 'kitchen', 'bathroom', 'room'] as const;
export type SectionKey = (typeof SECTION_ORDER)[number];

const SECTION_TITLES: Record<SectionKey, string> = {
  exterior: 'Exterior',
  interior: 'Interior',
  kitchen: 'Kitchen',
  bathroom: 'Baths',
  room: 'Rooms',
};

export type PhotoSection = { key: SectionKey; title: string; images: ProjectImage[] };

/**
 * The detail page's carousels in spec order. Main images are left out, and so is
 * the cover when no image is flagged main; a section without images is not returned.
 */
export function photoSections(project: Project): PhotoSection[] {
  const cover = coverImage(project);
  const gallery = project.images.filter((image) => !image.main && image !== cover);
  return SECTION_ORDER.map((key) => ({
    key,
    title: SECTION_TITLES[key],
    images: gallery.filter((image) => image[key]),
  })).filter((section) => section.images.length > 0);
}

export function photoAlt(
  section: PhotoSection,
  position: number,
  project: Pick<Project, 'address'>,
): string {
  return `${section.title} photo ${position} of ${section.images.length}, ${project.address.address_line_1}`;
}
