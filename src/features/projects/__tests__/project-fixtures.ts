import { parseProject, type Project } from '../project-schema';

/** A valid raw record as it would sit in data.json; override what a test is about. */
export function projectRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '2417-n-maple-st',
    sort: 1,
    beds: 3,
    baths: 2,
    sq_footage: 1450,
    address: { address_line_1: '2417 N Maple St', city: 'Indianapolis', state: 'IN' },
    is_sold: false,
    pending_sale: false,
    year_sold: null,
    full_remodel: false,
    full_renovation: false,
    post: 'https://listings.example.com/2417-n-maple-st',
    images: [
      { url: '/assets/p/main.webp', main: true },
      { url: '/assets/p/kitchen-1.webp', kitchen: true },
    ],
    ...overrides,
  };
}

/** The same record after validation, with every default filled in and no images. */
export function project(overrides: Partial<Project> = {}): Project {
  return { ...parseProject(projectRecord()), images: [], ...overrides };
}

export function image(flags: Partial<Project['images'][number]> & { url: string }) {
  return {
    main: false,
    exterior: false,
    interior: false,
    kitchen: false,
    room: false,
    bathroom: false,
    ...flags,
  };
}
