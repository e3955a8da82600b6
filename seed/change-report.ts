/**
 * Changes said in the company's words: the field-by-field report of what changed in a record
 * since the office opened it ("Status: For sale → Sold in 2026"), and the message of each
 * saved change ("1021 Hosbrook St: sold in 2026"). Pure and browser-safe.
 */
import { formatNumber } from '../src/lib/plain-numbers';

/** One line of a field-by-field report: a fact's label and its two values, in words. */
export type FactChange = { label: string; opened: string; now: string };

type RecordFields = Record<string, unknown>;

/** Each fact the report names: its label and how its value is said. */
const FACTS: { label: string; say: (record: RecordFields) => string }[] = [
  { label: 'Web address', say: (record) => text(record.id) },
  { label: 'Address', say: (record) => text(addressOf(record).address_line_1) },
  { label: 'City', say: (record) => text(addressOf(record).city) },
  { label: 'State', say: (record) => text(addressOf(record).state) },
  { label: 'Beds', say: (record) => number(record.beds) },
  { label: 'Baths', say: (record) => number(record.baths) },
  { label: 'Square feet', say: (record) => number(record.sq_footage) },
  { label: 'Status', say: saleWords },
  { label: 'Full remodel', say: (record) => yesNo(record.full_remodel) },
  { label: 'Full renovation', say: (record) => yesNo(record.full_renovation) },
  { label: 'Listing link', say: (record) => text(record.post) || 'none' },
  { label: 'Place in the list', say: (record) => number(record.sort) },
  { label: 'Photos', say: photoWords },
];

/**
 * What differs between the record as it was opened and as the file holds it now, fact by fact;
 * a record gone from the file is one line.
 */
export function factChanges(opened: unknown, now: unknown): FactChange[] {
  if (!isObject(now)) {
    return [{ label: 'The project', opened: 'On the site', now: 'Taken down' }];
  }
  const was = isObject(opened) ? opened : {};
  const changes = FACTS.map(({ label, say }) => ({
    label,
    opened: say(was),
    now: say(now),
  })).filter((change) => change.opened !== change.now);
  const photos = photoWords(was);
  if (
    !changes.some((change) => change.label === 'Photos') &&
    JSON.stringify(was.images) !== JSON.stringify(now.images)
  ) {
    // The same count can hide a change: the photos were reordered, moved or replaced.
    changes.push({ label: 'Photos', opened: photos, now: `${photoWords(now)}, rearranged` });
  }
  if (changes.length === 0 && JSON.stringify(was) !== JSON.stringify(now)) {
    changes.push({ label: 'Other details', opened: 'as opened', now: 'changed in the file' });
  }
  return changes;
}

/** "For sale", "Pending", "Sold in 2026", as the form's Status says it. */
function saleWords(record: RecordFields): string {
  if (record.is_sold === true) {
    return typeof record.year_sold === 'number' ? `Sold in ${record.year_sold}` : 'Sold';
  }
  return record.pending_sale === true ? 'Pending' : 'For sale';
}

/** A 0-based place in a list of `count`, as the screen says it: "3rd of 11". */
export function placeInList(position: number, count: number): string {
  const n = position + 1;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix} of ${count}`;
}

/** An edit's message: what changed, in words ("1021 Hosbrook St: sold in 2026"). */
export function editMessage(address: string, changes: readonly FactChange[]): string {
  const phrases = changes.map(({ label, now }) => {
    if (label === 'Status') return now.toLowerCase();
    if (label === 'Photos') return 'photos changed';
    if (label === 'Listing link')
      return now === 'none' ? 'listing link removed' : 'listing link set';
    if (label === 'Full remodel' || label === 'Full renovation') {
      return now === 'Yes' ? label.toLowerCase() : `not a ${label.toLowerCase()}`;
    }
    return `${label.toLowerCase()} ${now}`;
  });
  return `${address}: ${phrases.join(', ') || 'saved'}`;
}

export function addedMessage(address: string, photos: number): string {
  return `${address}: added with ${photos} photo${photos === 1 ? '' : 's'}`;
}

export function movedMessage(address: string, position: number, count: number): string {
  return `${address}: moved to ${placeInList(position, count)}`;
}

export function takenDownMessage(address: string): string {
  return `${address}: taken down`;
}

/** An undo's message: the change it puts back ("Undone: 1021 Hosbrook St: sold in 2026"). */
export function undoMessage(message: string): string {
  return `Undone: ${message}`;
}

function photoWords(record: RecordFields): string {
  const images = Array.isArray(record.images) ? record.images : [];
  const befores = images.filter((image) => isObject(image) && image.before_url !== undefined);
  const count = `${images.length} photo${images.length === 1 ? '' : 's'}`;
  return befores.length > 0 ? `${count}, ${befores.length} with a before photo` : count;
}

function addressOf(record: RecordFields): RecordFields {
  return isObject(record.address) ? record.address : {};
}

function number(value: unknown): string {
  return typeof value === 'number' ? formatNumber(value) : 'none';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function yesNo(value: unknown): string {
  return value === true ? 'Yes' : 'No';
}

function isObject(value: unknown): value is RecordFields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
