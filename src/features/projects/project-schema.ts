/**
 * The one definition of a project record. The app checks data.json and Firestore
 * documents against it, and the seed command checks a file against it before it
 * writes, so a record the site would skip is never written.
 *
 * Written by hand, without a schema library: the browser runs it with every data load, and on
 * a low-tier phone building a library's schema objects and parsing through them cost the
 * data load ~100 ms of main thread. It reads a record as the zod schema it replaces did: the
 * same records pass, with the same result, and a bad one gets the same issues in the same order.
 */

export type ProjectImage = {
  url: string;
  main: boolean;
  exterior: boolean;
  interior: boolean;
  kitchen: boolean;
  room: boolean;
  bathroom: boolean;
  // The photo's real size, upright. The build and add-project fill it in for local
  // photos; without it a photo is taken to be 16:9.
  width?: number | undefined;
  height?: number | undefined;
  // The same view before the work, shown beside this one; its real size as for url.
  before_url?: string | undefined;
  before_width?: number | undefined;
  before_height?: number | undefined;
};

type ProjectAddress = {
  address_line_1: string;
  city: string;
  state: string;
};

export type Project = {
  id: string;
  sort: number;
  beds: number;
  baths: number;
  sq_footage: number;
  address: ProjectAddress;
  is_sold: boolean;
  pending_sale: boolean;
  /** null (or left out) until the project is sold. */
  year_sold?: number | null | undefined;
  full_remodel: boolean;
  full_renovation: boolean;
  post: string;
  images: ProjectImage[];
};

/** Where in a record: keys, and positions in a list (`['images', 2, 'url']`). */
type Path = (string | number)[];

/** One thing wrong with a record: where and what. */
type RecordIssue = { path: Path; message: string };

type RecordCheck = { ok: true; project: Project } | { ok: false; issues: RecordIssue[] };

/**
 * Checks one untrusted record. A valid one comes back as a project: every flag it leaves out
 * is false, the address lines are trimmed and fields the schema does not know are dropped.
 */
export function checkProjectRecord(record: unknown): RecordCheck {
  const report: Report = { issues: [], wrongTypes: 0 };
  const project = readProject(record, [], report);
  return project && report.issues.length === 0
    ? { ok: true, project }
    : { ok: false, issues: report.issues };
}

/** The record as a project, or an error listing everything wrong with it: for fixtures and tests. */
export function parseProject(record: unknown): Project {
  const result = checkProjectRecord(record);
  if (result.ok) return result.project;
  const issues = result.issues.map(
    ({ path, message }) => `${path.join('.') || 'record'} ${message}`,
  );
  throw new Error(`Not a valid project record: ${issues.join('; ')}`);
}

type Report = {
  issues: RecordIssue[];
  /**
   * How many issues are a value of the wrong type (a fraction where a whole number belongs is
   * one). A rule relating fields (width with height, is_sold with year_sold) is checked only
   * while its object has none: it would compare a value that is not there. A value merely out
   * of range leaves the rules checked.
   */
  wrongTypes: number;
};

/** Reads one field's value; undefined when the field is left out or unreadable (reported). */
type Read<T> = (value: unknown, at: Path, report: Report) => T | undefined;

/** A reader per field, in the order a project holds them (and a written record lists them). */
type Fields<T> = { [Key in keyof T]-?: Read<T[Key]> };

/** A rule relating fields of one object, reported on the field named by `path`. */
type Rule<T> = { holds: (object: Partial<T>) => boolean; path: keyof T & string; message: string };

function problem(report: Report, at: Path, message: string): void {
  report.issues.push({ path: at, message });
}

function wrongType(report: Report, at: Path, message: string): undefined {
  report.wrongTypes += 1;
  problem(report, at, message);
  return undefined;
}

const PROJECT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
// Root-relative paths are served by our own hosting ("//" and "/\" would leave it);
// anything else must be https, the only other image origin the CSP allows.
const IMAGE_URL = /^(\/(?![/\\])|https:\/\/)/i;

function string(value: unknown, at: Path, report: Report): string | undefined {
  return typeof value === 'string' ? value : wrongType(report, at, 'must be a string');
}

/** A finite number: NaN and ±Infinity (which Firestore can hold) are not numbers here. */
function number(value: unknown, at: Path, report: Report, message: string): number | undefined {
  return typeof value === 'number' && Number.isFinite(value)
    ? value
    : wrongType(report, at, message);
}

/**
 * Whether `value` is a whole number; false (a wrong type) when it is not. One too large to be
 * exact (past 2^53) is reported too, but as out of range: the field's other checks still run.
 */
function whole(value: number, at: Path, report: Report, message: string): boolean {
  if (!Number.isInteger(value)) {
    wrongType(report, at, message);
    return false;
  }
  if (!Number.isSafeInteger(value)) problem(report, at, message);
  return true;
}

const id: Read<string> = (value, at, report) => {
  const text = string(value, at, report);
  if (text !== undefined && !PROJECT_ID.test(text)) {
    problem(report, at, 'must be letters, digits, - or _ (at most 100)');
  }
  return text;
};

const imageUrl: Read<string> = (value, at, report) => {
  const text = string(value, at, report);
  if (text !== undefined && !IMAGE_URL.test(text)) {
    problem(report, at, 'must be a root-relative path or an https URL');
  }
  return text;
};

const httpUrl: Read<string> = (value, at, report) => {
  const text = string(value, at, report);
  if (text !== undefined && !isHttpUrl(text))
    problem(report, at, 'must be an absolute http(s) URL');
  return text;
};

/** A line of the address, trimmed. */
const addressLine: Read<string> = (value, at, report) => {
  const text = string(value, at, report);
  if (text !== undefined) {
    const trimmed = text.trim();
    if (trimmed.length === 0) problem(report, at, 'must not be empty');
    return trimmed;
  }
  // Something else with a length (a list) is measured too, as the zod schema did, so a
  // record's report is what it was: `[]` must be a string and must not be empty.
  if (hasEmptyLength(value)) problem(report, at, 'must not be empty');
  return undefined;
};

/** A flag left out is false. */
const flag: Read<boolean> = (value, at, report) => {
  if (value === undefined) return false;
  return typeof value === 'boolean' ? value : wrongType(report, at, 'must be true or false');
};

const optional =
  <T>(read: Read<T>): Read<T | undefined> =>
  (value, at, report) =>
    value === undefined ? undefined : read(value, at, report);

const pixels: Read<number> = (value, at, report) => {
  const size = number(value, at, report, 'must be a number of pixels');
  if (size === undefined || !whole(size, at, report, 'must be a whole number')) return size;
  if (size <= 0) problem(report, at, 'must be greater than 0');
  return size;
};

const squareFootage: Read<number> = (value, at, report) => {
  const area = number(value, at, report, 'must be a number');
  if (area !== undefined && area <= 0) problem(report, at, 'must be greater than 0');
  return area;
};

/** A count of rooms: fractions allowed (a half bath). */
const count =
  (what: string): Read<number> =>
  (value, at, report) => {
    const rooms = number(value, at, report, `must be a number of ${what}`);
    if (rooms === undefined) return undefined;
    if (rooms < 0) problem(report, at, 'must not be negative');
    if (rooms > 100) problem(report, at, 'is implausibly large');
    return rooms;
  };

/** The sale year; null while the project is not sold. */
const saleYear: Read<number | null> = (value, at, report) => {
  if (value === null) return null;
  const year = number(value, at, report, 'must be a year');
  if (year === undefined || !whole(year, at, report, 'must be a whole year')) return year;
  if (year < 1900) problem(report, at, 'must be 1900 or later');
  if (year > 2100) problem(report, at, 'must be 2100 or earlier');
  return year;
};

const listOf =
  <T>(read: Read<T>, message: string): Read<T[]> =>
  (value, at, report) => {
    if (!Array.isArray(value)) return wrongType(report, at, message);
    // Every position, holes included (a hole is not an image), as a new list.
    return Array.from({ length: value.length }, (_, index) =>
      read(value[index], [...at, index], report),
    ) as T[];
  };

/**
 * An object of the given fields, in their order, without any other key. A field left out stays
 * out (Firestore cannot store undefined); a flag left out is set false.
 */
const objectOf =
  <T>(fields: Fields<T>, message: string, rules: Rule<T>[] = []): Read<T> =>
  (value, at, report) => {
    if (!isObject(value)) return wrongType(report, at, message);
    const wrongTypesBefore = report.wrongTypes;
    const object: Partial<Record<keyof T, unknown>> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const read: Read<unknown> = fields[key];
      const field = read(value[key], [...at, key], report);
      if (field !== undefined || key in value) object[key] = field;
    }
    if (report.wrongTypes === wrongTypesBefore) {
      for (const rule of rules) {
        if (!rule.holds(object as Partial<T>)) problem(report, [...at, rule.path], rule.message);
      }
    }
    // Only a record with no issue is used, and then every field was read as its type.
    return object as T;
  };

const readImage = objectOf<ProjectImage>(
  {
    url: imageUrl,
    main: flag,
    exterior: flag,
    interior: flag,
    kitchen: flag,
    room: flag,
    bathroom: flag,
    width: optional(pixels),
    height: optional(pixels),
    before_url: optional(imageUrl),
    before_width: optional(pixels),
    before_height: optional(pixels),
  },
  'must be an object with a url',
  [
    {
      holds: (image) => (image.width === undefined) === (image.height === undefined),
      path: 'width',
      message: 'must be given with height (or both left out)',
    },
    {
      holds: (image) => (image.before_width === undefined) === (image.before_height === undefined),
      path: 'before_width',
      message: 'must be given with before_height (or both left out)',
    },
    {
      holds: (image) => image.before_url !== undefined || image.before_width === undefined,
      path: 'before_width',
      message: 'is the size of before_url, which is missing',
    },
    {
      holds: (image) => image.before_url !== image.url,
      path: 'before_url',
      message: 'must be another photo than url',
    },
  ],
);

const PROJECT_FIELDS: Fields<Project> = {
  id,
  sort: (value, at, report) => number(value, at, report, 'must be a number'),
  beds: count('bedrooms'),
  baths: count('bathrooms'),
  sq_footage: squareFootage,
  address: objectOf<ProjectAddress>(
    { address_line_1: addressLine, city: addressLine, state: addressLine },
    'must be an object with address_line_1, city and state',
  ),
  is_sold: flag,
  pending_sale: flag,
  year_sold: optional(saleYear),
  full_remodel: flag,
  full_renovation: flag,
  post: httpUrl,
  images: listOf(readImage, 'must be a list of images'),
};

const readProject = objectOf<Project>(PROJECT_FIELDS, 'must be an object', [
  {
    holds: (project) => !project.is_sold || typeof project.year_sold === 'number',
    path: 'year_sold',
    message: 'is required when is_sold is true',
  },
]);

/** A project record's fields, in the order a project holds them. */
export const PROJECT_KEYS = Object.keys(PROJECT_FIELDS) as (keyof Project)[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasEmptyLength(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  const { length } = value as { length?: unknown };
  // Compared as JavaScript compares, whatever `length` holds (`{ length: '3' }` is not empty).
  return length !== undefined && !((length as number) >= 1);
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
