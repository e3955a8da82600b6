/**
 * The office's project form and the record it stands for: the facts as the office manager types
 * them ("1,950", "Sold", "2026") and a record's fields (`sq_footage`, `is_sold`, `year_sold`).
 * The values are checked by the site's own schema, and its messages are said with the form's
 * labels. Pure and browser-safe: the office's screen checks values as they are typed with it,
 * and its server checks them again before it writes.
 */
import { checkProjectRecord, PROJECT_KEYS } from '../src/features/projects/project-schema';

/** A fact as the office manager knows it, in the order the form shows them. */
export type FormField =
  | 'address'
  | 'city'
  | 'state'
  | 'beds'
  | 'baths'
  | 'squareFeet'
  | 'status'
  | 'yearSold'
  | 'fullRemodel'
  | 'fullRenovation'
  | 'listing'
  | 'webAddress';

export type SaleChoice = 'for-sale' | 'pending' | 'sold';

/** The form's values as typed: numbers stay text ("1,950") until the schema checks them. */
export type FormFacts = {
  address: string;
  city: string;
  state: string;
  beds: string;
  baths: string;
  squareFeet: string;
  status: SaleChoice;
  /** Only read when status is 'sold'. */
  yearSold: string;
  fullRemodel: boolean;
  fullRenovation: boolean;
  /** The listing link; empty for a house not yet listed. */
  listing: string;
};

export type FieldMessages = Partial<Record<FormField, string>>;

/** Each field's label on the form, which its messages start with. */
const FIELD_LABELS: Record<FormField, string> = {
  address: 'Address',
  city: 'City',
  state: 'State',
  beds: 'Beds',
  baths: 'Baths',
  squareFeet: 'Square feet',
  status: 'Status',
  yearSold: 'Year sold',
  fullRemodel: 'Full remodel',
  fullRenovation: 'Full renovation',
  listing: 'Listing link',
  webAddress: 'Web address',
};

/** A record's field, and the form field that edits it. */
const FIELD_OF: Record<string, FormField> = {
  'address.address_line_1': 'address',
  'address.city': 'city',
  'address.state': 'state',
  address: 'address',
  beds: 'beds',
  baths: 'baths',
  sq_footage: 'squareFeet',
  is_sold: 'status',
  pending_sale: 'status',
  year_sold: 'yearSold',
  full_remodel: 'fullRemodel',
  full_renovation: 'fullRenovation',
  post: 'listing',
  id: 'webAddress',
};

/** What a number looks like, said after the schema's message. */
const EXAMPLES: Partial<Record<FormField, string>> = {
  beds: '3',
  baths: '2.5',
  squareFeet: '1,950',
  yearSold: '2026',
};

/** The schema's words that are a field's name, said as the office manager says them. */
const PLAIN_WORDS: [RegExp, string][] = [
  [/^is required when is_sold is true$/, 'is needed when the house is sold'],
  [/^must be an absolute http\(s\) URL$/, 'must be a web address starting with https://, or empty'],
  [
    /^must be letters, digits, - or _ \(at most 100\)$/,
    'must be letters, digits and dashes (at most 100)',
  ],
];

type RecordFields = Record<string, unknown>;

/** The form as a record fills it in. Year sold offers this year until the house is sold. */
export function formFacts(record: RecordFields, thisYear: number): FormFacts {
  const address = isObject(record.address) ? record.address : {};
  const status: SaleChoice = record.is_sold ? 'sold' : record.pending_sale ? 'pending' : 'for-sale';
  return {
    address: text(address.address_line_1),
    city: text(address.city),
    state: text(address.state),
    beds: numberText(record.beds),
    baths: numberText(record.baths),
    squareFeet: numberText(record.sq_footage),
    status,
    yearSold:
      status === 'sold' && typeof record.year_sold === 'number'
        ? String(record.year_sold)
        : String(thisYear),
    fullRemodel: record.full_remodel === true,
    fullRenovation: record.full_renovation === true,
    listing: text(record.post),
  };
}

/** An empty form for a new project: for sale, this year offered. */
export function emptyFacts(thisYear: number): FormFacts {
  return formFacts({}, thisYear);
}

/**
 * The record with the form's facts, its other fields and their order kept: a fact the form did
 * not change keeps the record's own value (so a save that changes nothing writes nothing). A
 * listing link left empty leaves the record without one.
 */
export function recordWithFacts(record: RecordFields, facts: FormFacts): RecordFields {
  const address = isObject(record.address) ? record.address : {};
  const was = formFacts(record, 0);
  const next: RecordFields = { ...record };
  const line = (key: string, value: string, old: string) =>
    key in address && value.trim() === old.trim() ? address[key] : value.trim();
  if (
    facts.address !== was.address ||
    facts.city !== was.city ||
    facts.state !== was.state ||
    !isObject(record.address)
  ) {
    next.address = {
      ...address,
      address_line_1: line('address_line_1', facts.address, was.address),
      city: line('city', facts.city, was.city),
      state: line('state', facts.state, was.state),
    };
  }
  const number = (key: string, value: string) => {
    const parsed = parseNumber(value);
    if (!Object.is(parsed, record[key])) next[key] = parsed;
  };
  number('beds', facts.beds);
  number('baths', facts.baths);
  number('sq_footage', facts.squareFeet);

  if (facts.status !== was.status || (facts.status === 'sold' && facts.yearSold !== was.yearSold)) {
    next.is_sold = facts.status === 'sold';
    next.pending_sale = facts.status === 'pending';
    if (facts.status === 'sold') next.year_sold = parseNumber(facts.yearSold);
    else if (record.year_sold !== undefined) next.year_sold = null;
  }
  // A new record spells out every flag; one on file keeps leaving out what it left out.
  const fresh = Object.keys(record).length === 0;
  const flag = (key: string, value: boolean) => {
    if (value !== (record[key] === true) || (fresh && !(key in next))) next[key] = value;
  };
  flag('is_sold', facts.status === 'sold');
  flag('pending_sale', facts.status === 'pending');
  if (fresh && !('year_sold' in next)) next.year_sold = null;
  flag('full_remodel', facts.fullRemodel);
  flag('full_renovation', facts.fullRenovation);

  const listing = facts.listing.trim();
  if (listing === '') {
    if (record.post !== '') delete next.post;
  } else if (listing !== was.listing) next.post = listing;
  return next;
}

/** A new project's facts as a record holds them, in the record's field order. */
export function newRecordFacts(facts: FormFacts): RecordFields {
  const fields = recordWithFacts({}, facts);
  return Object.fromEntries(
    PROJECT_KEYS.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]),
  );
}

/**
 * What is wrong with the form, field by field in the form's words, as the site's schema judges
 * the record it would make. `webAddress` is checked too when given (a new project), against
 * the web addresses already taken.
 */
export function checkFacts(
  facts: FormFacts,
  newProject?: { webAddress: string; taken: readonly string[] },
): FieldMessages {
  const record = {
    ...recordWithFacts({}, facts),
    id: newProject ? newProject.webAddress : 'a',
    sort: 1,
    images: [],
  };
  const messages: FieldMessages = {};
  const result = checkProjectRecord(record);
  if (!result.ok) {
    for (const issue of result.issues) {
      const field = FIELD_OF[issue.path.join('.')] ?? FIELD_OF[String(issue.path[0])];
      if (field === undefined || messages[field] !== undefined) continue;
      messages[field] = say(field, issue.message);
    }
  }
  if (newProject && messages.webAddress === undefined) {
    if (newProject.webAddress === '') messages.webAddress = 'Web address must not be empty';
    else if (newProject.taken.includes(newProject.webAddress)) {
      messages.webAddress = `Web address ${newProject.webAddress} is another project's: choose another`;
    }
  }
  return messages;
}

/** A number as the office manager types it: "1,950" and " 2.5 " are numbers; "" is none. */
export function parseNumber(value: string): number | undefined {
  const plain = value.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (plain === '' || !/^-?(?:\d+\.?\d*|\.\d+)$/.test(plain)) {
    return plain === '' ? undefined : Number.NaN;
  }
  return Number(plain);
}

function say(field: FormField, message: string): string {
  const plain = PLAIN_WORDS.reduce((words, [from, to]) => words.replace(from, to), message);
  const example = EXAMPLES[field];
  const hint = example && /^must be a (?:number|whole|year)/.test(plain) ? `, like ${example}` : '';
  return `${FIELD_LABELS[field]} ${plain}${hint}`;
}

function numberText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
