import * as v from 'valibot';

/**
 * The one definition of a project record. The build checks data.json against it, the browser
 * checks Firestore documents against it, and the seed command checks a file against it before
 * it writes, so a record the site would skip is never written. It is written with valibot, whose
 * functions tree-shake to what the schema uses, so the browser's copy stays small.
 *
 * A bad record gets every issue, field by field in the schema's order, then the rules relating
 * fields. A rule waits while its object holds a value of the wrong type (valibot's dataset is
 * then not "typed"): it would compare a value that is not there. A value merely out of range
 * lets the rules run. What counts as the wrong type is chosen below, field by field.
 */

const PROJECT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
// Root-relative paths are served by our own hosting ("//" and "/\" would leave it);
// anything else must be https, the only other image origin the CSP allows.
const IMAGE_URL = /^(\/(?![/\\])|https:\/\/)/i;

/**
 * A finite number. NaN and ±Infinity (which Firestore can hold) are the wrong type, as a
 * string would be, so the rules relating fields never compare them.
 */
const finite = (message: string) => v.custom<number>(Number.isFinite, message);

/**
 * A whole number, after `finite`. A fraction is the wrong type (the range checks after it
 * wait); one too large to be exact (past 2^53) is reported too, but as out of range.
 */
const whole = (message: string) =>
  [v.custom<number>(Number.isInteger, message), v.safeInteger(message)] as const;

const imageUrl = v.pipe(
  v.string('must be a string'),
  v.regex(IMAGE_URL, 'must be a root-relative path or an https URL'),
);

/** The listing link: left out or empty for a house not yet listed (the page then shows none). */
const listingUrl = v.optional(
  v.pipe(
    v.string('must be a string'),
    v.check((value) => value === '' || isHttpUrl(value), 'must be an absolute http(s) URL'),
  ),
);

/** A line of the address, trimmed. */
const addressLine = v.pipe(
  v.string('must be a string'),
  // Something else with a length (a list) is measured too: `[]` must be a string and must not
  // be empty, as the site and the seed have always reported it.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed && hasEmptyLength(dataset.value)) addIssue({ message: 'must not be empty' });
  }),
  v.trim(),
  v.nonEmpty('must not be empty'),
);

/** A flag left out is false. */
const flag = v.optional(v.boolean('must be true or false'), false);

const pixels = v.optional(
  v.pipe(
    finite('must be a number of pixels'),
    ...whole('must be a whole number'),
    v.gtValue(0, 'must be greater than 0'),
  ),
);

/** A count of rooms: fractions allowed (a half bath). */
const count = (what: string) =>
  v.pipe(
    finite(`must be a number of ${what}`),
    v.minValue(0, 'must not be negative'),
    v.maxValue(100, 'is implausibly large'),
  );

/** The sale year: null (or left out) until the project is sold. */
const saleYear = v.optional(
  v.nullable(
    v.pipe(
      finite('must be a year'),
      ...whole('must be a whole year'),
      v.minValue(1900, 'must be 1900 or later'),
      v.maxValue(2100, 'must be 2100 or earlier'),
    ),
  ),
);

/**
 * An object of the given fields, in their order, without any other key; a field left out stays
 * out (Firestore cannot store undefined) unless it has a default. Unlike valibot's own `object`,
 * a list is not an object, and a required field left out is read as undefined: it gets the
 * field's own message ("must be a number of bedrooms"), not valibot's "Invalid key".
 */
function objectOf<TEntries extends v.ObjectEntries>(entries: TEntries, message: string) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isObject, message),
    // The check above lets only objects through, so this message is for a field left out.
    v.object(entries, ({ path }) => {
      const fields: v.ObjectEntries = entries;
      const field = fields[path?.[0]?.key as string];
      return (field && v.safeParse(field, undefined).issues?.[0].message) ?? message;
    }),
  );
}

const imageSchema = v.pipe(
  objectOf(
    {
      url: imageUrl,
      main: flag,
      exterior: flag,
      interior: flag,
      kitchen: flag,
      room: flag,
      bathroom: flag,
      // The photo's real size, upright. The build and add-project fill it in for local
      // photos; without it a photo is taken to be 16:9.
      width: pixels,
      height: pixels,
      // The same view before the work, shown beside this one; its real size as for url.
      before_url: v.optional(imageUrl),
      before_width: pixels,
      before_height: pixels,
    },
    'must be an object with a url',
  ),
  v.forward(
    v.check(
      (image) => (image.width === undefined) === (image.height === undefined),
      'must be given with height (or both left out)',
    ),
    ['width'],
  ),
  v.forward(
    v.check(
      (image) => (image.before_width === undefined) === (image.before_height === undefined),
      'must be given with before_height (or both left out)',
    ),
    ['before_width'],
  ),
  v.forward(
    v.check(
      (image) => image.before_url !== undefined || image.before_width === undefined,
      'is the size of before_url, which is missing',
    ),
    ['before_width'],
  ),
  v.forward(
    v.check((image) => image.before_url !== image.url, 'must be another photo than url'),
    ['before_url'],
  ),
);

const PROJECT_FIELDS = {
  id: v.pipe(
    v.string('must be a string'),
    v.regex(PROJECT_ID, 'must be letters, digits, - or _ (at most 100)'),
  ),
  sort: finite('must be a number'),
  beds: count('bedrooms'),
  baths: count('bathrooms'),
  sq_footage: v.pipe(finite('must be a number'), v.gtValue(0, 'must be greater than 0')),
  address: objectOf(
    { address_line_1: addressLine, city: addressLine, state: addressLine },
    'must be an object with address_line_1, city and state',
  ),
  is_sold: flag,
  pending_sale: flag,
  year_sold: saleYear,
  full_remodel: flag,
  full_renovation: flag,
  post: listingUrl,
  images: v.array(imageSchema, 'must be a list of images'),
};

const projectSchema = v.pipe(
  objectOf(PROJECT_FIELDS, 'must be an object'),
  v.forward(
    v.check(
      (project) => !project.is_sold || typeof project.year_sold === 'number',
      'is required when is_sold is true',
    ),
    ['year_sold'],
  ),
);

export type Project = v.InferOutput<typeof projectSchema>;
export type ProjectImage = v.InferOutput<typeof imageSchema>;

/** A project record's fields, in the order a project holds them. */
export const PROJECT_KEYS = Object.keys(PROJECT_FIELDS) as (keyof Project)[];

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
  const result = v.safeParse(projectSchema, record);
  if (result.success) return { ok: true, project: result.output };
  return {
    ok: false,
    issues: result.issues.map((issue) => ({
      path: (issue.path ?? []).map((item) => item.key as string | number),
      message: issue.message,
    })),
  };
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
