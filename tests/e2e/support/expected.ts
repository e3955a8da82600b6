import type { Project } from '../../../src/features/projects/project-schema';

/**
 * What a visitor should read for a project, written from the spec on purpose
 * rather than imported from the app, so the tests check the app instead of
 * repeating it.
 */

export function inListOrder(projects: readonly Project[]): Project[] {
  return [...projects].sort((a, b) => a.sort - b.sort);
}

type SaleStatus = 'sold' | 'pending' | 'for-sale';

export function expectedSaleStatus(project: Project): { status: SaleStatus; text: string } {
  if (project.is_sold) return { status: 'sold', text: `Sold ${project.year_sold}` };
  if (project.pending_sale) return { status: 'pending', text: 'Pending' };
  return { status: 'for-sale', text: 'For Sale' };
}

export const WORK_TYPES = ['Remodel & Renovation', 'Full Remodel', 'Full Renovation'] as const;

export function expectedWorkType(project: Project): string | null {
  if (project.full_remodel && project.full_renovation) return 'Remodel & Renovation';
  if (project.full_remodel) return 'Full Remodel';
  if (project.full_renovation) return 'Full Renovation';
  return null;
}

const thousands = new Intl.NumberFormat('en-US');

export function bedsAndBaths(project: Project): string {
  return `${project.beds} BED | ${project.baths} BTH`;
}

export function squareFeet(project: Project): string {
  return `${thousands.format(project.sq_footage)} Sq Ft`;
}

export function cityState(project: Project): string {
  return `${project.address.city}, ${project.address.state}`;
}

type SectionFlag = 'exterior' | 'interior' | 'kitchen' | 'bathroom' | 'room';

/** Spec §2 order, with the Material icon each heading carries (tree, roller, utensils, bath, bed). */
export const SECTIONS: readonly { flag: SectionFlag; title: string; icon: string }[] = [
  { flag: 'exterior', title: 'Exterior', icon: 'ParkIcon' },
  { flag: 'interior', title: 'Interior', icon: 'FormatPaintIcon' },
  { flag: 'kitchen', title: 'Kitchen', icon: 'RestaurantIcon' },
  { flag: 'bathroom', title: 'Baths', icon: 'BathtubIcon' },
  { flag: 'room', title: 'Rooms', icon: 'BedIcon' },
];

type ExpectedSection = (typeof SECTIONS)[number] & { urls: string[] };

/** The carousels the details page should show: main images excluded, empty sections absent. */
export function expectedSections(project: Project): ExpectedSection[] {
  return SECTIONS.map((section) => ({
    ...section,
    urls: project.images
      .filter((image) => !image.main && image[section.flag])
      .map((image) => image.url),
  })).filter((section) => section.urls.length > 0);
}

export function mainImageUrls(project: Project): string[] {
  return project.images.filter((image) => image.main).map((image) => image.url);
}

export function slideAlt(section: string, position: number, of: number, project: Project): string {
  return `${section} photo ${position} of ${of}, ${project.address.address_line_1}`;
}

/** `items[index]`, failing loudly when a fixture is shorter than the test assumes. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined)
    throw new Error(`expected at least ${index + 1} items, got ${items.length}`);
  return item;
}
