/**
 * The server checks every request body itself, not only the page: a body that is not the
 * shape office/api.ts gives is refused in words before anything reads it.
 */
import { BINS } from '../../seed/photo-bins.ts';
import type { BasedOn, Bins, FormFacts, MoveRequest, SaveRequest } from '../api.ts';

const TEXT_FACTS = [
  'address',
  'city',
  'state',
  'beds',
  'baths',
  'squareFeet',
  'yearSold',
  'listing',
];
const FLAG_FACTS = ['fullRemodel', 'fullRenovation'];

export function isSaveRequest(body: unknown): body is SaveRequest {
  return (
    isObject(body) &&
    isFacts(body.facts) &&
    isBins(body.bins) &&
    (body.webAddress === undefined || typeof body.webAddress === 'string') &&
    (body.basedOn === undefined || isBasedOn(body.basedOn))
  );
}

export function isMoveRequest(body: unknown): body is MoveRequest {
  return (
    isObject(body) &&
    isBasedOn(body.basedOn) &&
    typeof body.orderVersion === 'string' &&
    typeof body.to === 'number' &&
    Number.isFinite(body.to)
  );
}

export function isBasedOn(value: unknown): value is BasedOn {
  return isObject(value) && typeof value.version === 'string' && 'record' in value;
}

function isFacts(value: unknown): value is FormFacts {
  return (
    isObject(value) &&
    TEXT_FACTS.every((key) => typeof value[key] === 'string' && value[key].length <= 2000) &&
    FLAG_FACTS.every((key) => typeof value[key] === 'boolean') &&
    (value.status === 'for-sale' || value.status === 'pending' || value.status === 'sold')
  );
}

function isBins(value: unknown): value is Bins {
  return (
    isObject(value) &&
    BINS.every(
      (bin) =>
        Array.isArray(value[bin]) &&
        value[bin].length <= 500 &&
        value[bin].every(
          (photo: unknown) =>
            isObject(photo) &&
            typeof photo.source === 'string' &&
            (photo.before === undefined || typeof photo.before === 'string'),
        ),
    )
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
