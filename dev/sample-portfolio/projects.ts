/** The sample projects: the facts written to data.json and the look of each house. */

export type HouseStyle = 'bungalow' | 'colonial' | 'craftsman' | 'shotgun-double' | 'ranch';
type Siding = 'lap' | 'brick' | 'board';
export type Section = 'exterior' | 'interior' | 'kitchen' | 'room' | 'bathroom';

export interface HouseLook {
  style: HouseStyle;
  siding: Siding;
  body: string;
  trim: string;
  roof: string;
  door: string;
  /** Shutters, gable shingles and other accents. */
  accent: string;
}

export interface ProjectSpec {
  id: string;
  /** Not written to data.json; where the (fictional) address sits. */
  neighborhood: string;
  sort: number;
  beds: number;
  baths: number;
  sq_footage: number;
  street: string;
  city: 'Indianapolis' | 'Beech Grove' | 'Speedway' | 'Carmel';
  is_sold: boolean;
  pending_sale: boolean;
  year_sold: number | null;
  full_remodel: boolean;
  full_renovation: boolean;
  house: HouseLook;
  /** Photos per carousel section, besides the main front shot every project has. */
  photos: Readonly<Record<Section, number>>;
  /** Room photos (`kitchen-1`, `bathroom-2`, …) also drawn as they were before the work. */
  before?: readonly string[];
}

/** File order is deliberately not sort order, so the site's sorting is visible. */
export const PROJECTS: readonly ProjectSpec[] = [
  {
    id: '4611-n-graceland-ave',
    neighborhood: 'Butler-Tarkington',
    sort: 30,
    beds: 4,
    baths: 2.5,
    sq_footage: 2480,
    street: '4611 N Graceland Ave',
    city: 'Indianapolis',
    is_sold: true,
    pending_sale: false,
    year_sold: 2021,
    full_remodel: true,
    full_renovation: true,
    house: {
      style: 'colonial',
      siding: 'lap',
      body: '#f1ede4',
      trim: '#ffffff',
      roof: '#4a4d52',
      door: '#7a1f2b',
      accent: '#23303b',
    },
    photos: { exterior: 2, interior: 2, kitchen: 3, room: 2, bathroom: 2 },
    before: ['kitchen-1', 'bathroom-1'],
  },
  {
    id: '1021-hosbrook-st',
    neighborhood: 'Fountain Square',
    sort: 10,
    beds: 4,
    baths: 2,
    sq_footage: 1920,
    street: '1021 Hosbrook St',
    city: 'Indianapolis',
    is_sold: false,
    pending_sale: true,
    year_sold: null,
    full_remodel: false,
    full_renovation: true,
    house: {
      style: 'shotgun-double',
      siding: 'lap',
      body: '#5f8a8b',
      trim: '#f4f1ea',
      roof: '#3d3f44',
      door: '#e0a43a',
      accent: '#e2bf63',
    },
    photos: { exterior: 2, interior: 2, kitchen: 1, room: 2, bathroom: 0 },
  },
  {
    id: '5836-e-university-ave',
    neighborhood: 'Irvington',
    sort: 80,
    beds: 3,
    baths: 2,
    sq_footage: 1860,
    street: '5836 E University Ave',
    city: 'Indianapolis',
    is_sold: false,
    pending_sale: false,
    year_sold: null,
    full_remodel: true,
    full_renovation: true,
    house: {
      style: 'craftsman',
      siding: 'lap',
      body: '#d6b25e',
      trim: '#f5efe0',
      roof: '#5a4634',
      door: '#6b3d23',
      accent: '#8a6a45',
    },
    photos: { exterior: 2, interior: 2, kitchen: 2, room: 2, bathroom: 2 },
    before: ['kitchen-2', 'bathroom-1'],
  },
  {
    id: '6124-n-winthrop-ave',
    neighborhood: 'Broad Ripple',
    sort: 50,
    beds: 2,
    baths: 1,
    sq_footage: 1140,
    street: '6124 N Winthrop Ave',
    city: 'Indianapolis',
    // Sold and pending at once: sold wins.
    is_sold: true,
    pending_sale: true,
    year_sold: 2023,
    full_remodel: true,
    full_renovation: false,
    house: {
      style: 'bungalow',
      siding: 'lap',
      body: '#8fa88a',
      trim: '#fbfaf5',
      roof: '#3b3b3b',
      door: '#1b3a5c',
      accent: '#f2efe4',
    },
    photos: { exterior: 1, interior: 2, kitchen: 0, room: 2, bathroom: 2 },
    before: ['bathroom-1'],
  },
  {
    id: '1518-s-new-jersey-st',
    neighborhood: 'Bates-Hendricks',
    sort: 20,
    beds: 2,
    baths: 1,
    sq_footage: 850,
    street: '1518 S New Jersey St',
    city: 'Indianapolis',
    is_sold: false,
    pending_sale: false,
    year_sold: null,
    full_remodel: false,
    full_renovation: false,
    house: {
      style: 'bungalow',
      siding: 'board',
      body: '#a65440',
      trim: '#f2ead8',
      roof: '#2f3033',
      door: '#2e4a3a',
      accent: '#e8dcc0',
    },
    photos: { exterior: 2, interior: 1, kitchen: 2, room: 0, bathroom: 1 },
    before: ['kitchen-1', 'bathroom-1'],
  },
  {
    id: '3107-s-olive-st',
    neighborhood: 'Garfield Park',
    sort: 100,
    beds: 3,
    baths: 1.5,
    sq_footage: 1296,
    street: '3107 S Olive St',
    city: 'Indianapolis',
    is_sold: true,
    pending_sale: false,
    year_sold: 2022,
    full_remodel: false,
    full_renovation: true,
    house: {
      style: 'craftsman',
      siding: 'lap',
      body: '#6f7f91',
      trim: '#f7f5ef',
      roof: '#3a3532',
      door: '#c2562e',
      accent: '#4e5d6c',
    },
    photos: { exterior: 3, interior: 0, kitchen: 0, room: 0, bathroom: 0 },
  },
  {
    id: '1529-n-auburn-st',
    neighborhood: 'Speedway',
    sort: 60,
    beds: 3,
    baths: 1,
    sq_footage: 1050,
    street: '1529 N Auburn St',
    city: 'Speedway',
    is_sold: false,
    pending_sale: true,
    year_sold: null,
    full_remodel: false,
    full_renovation: false,
    house: {
      style: 'ranch',
      siding: 'lap',
      body: '#d9d4c7',
      trim: '#ffffff',
      roof: '#56575b',
      door: '#2f5d50',
      accent: '#3c4a57',
    },
    photos: { exterior: 0, interior: 0, kitchen: 0, room: 0, bathroom: 0 },
  },
  {
    id: '412-s-9th-ave',
    neighborhood: 'Beech Grove',
    sort: 40,
    beds: 3,
    baths: 1.5,
    sq_footage: 1208,
    street: '412 S 9th Ave',
    city: 'Beech Grove',
    is_sold: false,
    pending_sale: false,
    year_sold: null,
    full_remodel: true,
    full_renovation: false,
    house: {
      style: 'ranch',
      siding: 'brick',
      body: '#9a5443',
      trim: '#fbfbf8',
      roof: '#3f4146',
      door: '#2c3e50',
      accent: '#2c3e50',
    },
    photos: { exterior: 1, interior: 2, kitchen: 3, room: 1, bathroom: 2 },
    before: ['kitchen-1', 'kitchen-2', 'bathroom-2'],
  },
  {
    id: '8637-e-59th-st',
    neighborhood: 'Lawrence',
    sort: 90,
    beds: 3,
    baths: 2,
    sq_footage: 1540,
    street: '8637 E 59th St',
    city: 'Indianapolis',
    is_sold: true,
    pending_sale: false,
    year_sold: 2023,
    full_remodel: false,
    full_renovation: true,
    house: {
      style: 'ranch',
      siding: 'board',
      body: '#a9b8c6',
      trim: '#fbfbf8',
      roof: '#3f4146',
      door: '#b23a32',
      accent: '#2c3e50',
    },
    photos: { exterior: 2, interior: 1, kitchen: 2, room: 2, bathroom: 1 },
  },
  {
    id: '12847-brookshire-pkwy',
    neighborhood: 'Brookshire, Carmel',
    sort: 70,
    beds: 4,
    baths: 3.5,
    sq_footage: 3400,
    street: '12847 Brookshire Pkwy',
    city: 'Carmel',
    is_sold: false,
    pending_sale: false,
    year_sold: null,
    full_remodel: true,
    full_renovation: true,
    house: {
      style: 'colonial',
      siding: 'brick',
      body: '#9c4a3a',
      trim: '#fbfaf6',
      roof: '#2f3136',
      door: '#1c1c1c',
      accent: '#1f2a30',
    },
    photos: { exterior: 2, interior: 4, kitchen: 4, room: 3, bathroom: 2 },
    before: ['kitchen-1'],
  },
];
