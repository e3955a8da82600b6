/**
 * Numbers and names as the site shows them in American English, without `Intl`.
 *
 * The first `Intl.NumberFormat` or `Intl.Collator` a page constructs loads its slice of ICU's
 * data: 20–40 ms on the development machine, most of the entry's evaluation, and 150–200 ms of
 * blocking time on a low-tier phone (docs/changelog.md). What the site needs of them is small
 * and fixed (en-US digits, grouping, half-up rounding; city names in ASCII letters, spaces and
 * stops, where accents and other punctuation may order differently), so it is
 * written here, and the tests hold it to `Intl`'s output.
 */

/**
 * `value` as `new Intl.NumberFormat('en-US', { maximumFractionDigits })` writes it: thousands
 * grouped with commas, at most that many decimals, rounded half away from zero, no trailing
 * zeros.
 */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const [whole, fraction] = roundDecimal(Math.abs(value), maximumFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const digits = fraction ? `${grouped}.${fraction}` : grouped;
  // Intl keeps the sign of a negative number that rounds to zero ("-0").
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/**
 * A non-negative number's whole and fractional digits, rounded half up at `places` decimals
 * and with trailing zeros dropped. It rounds the number's shortest decimal form (what
 * `String(value)` prints, and what ICU rounds), so that 1.45 becomes 1.5, as in `Intl`, not
 * 1.4 as `toFixed` would make of its binary value.
 */
function roundDecimal(value: number, places: number): [string, string] {
  const [whole = '0', fraction = ''] = plainDecimal(value).split('.');
  if (fraction.length <= places) return [whole, fraction.replace(/0+$/, '')];
  let digits = whole + fraction.slice(0, places);
  if (fraction.charCodeAt(places) >= 53 /* '5' */) digits = incrementDigits(digits);
  const cut = digits.length - places;
  return [digits.slice(0, cut) || '0', digits.slice(cut).replace(/0+$/, '')];
}

/** `String(value)` without a negative exponent (1e-7 is 0.0000001); the site has no number ≥ 1e21. */
function plainDecimal(value: number): string {
  const text = String(value);
  const exponent = /^(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (!exponent) return text;
  const [, lead = '', rest = '', power = '0'] = exponent;
  return `0.${'0'.repeat(Number(power) - 1)}${lead}${rest}`;
}

/** A string of decimal digits plus one ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  let carry = 1;
  let result = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const sum = digits.charCodeAt(i) - 48 + carry;
    carry = sum === 10 ? 1 : 0;
    result = String(sum % 10) + result;
  }
  return carry ? `1${result}` : result;
}

/**
 * Compares names alphabetically, ignoring case and accents first, as an `Intl.Collator` for
 * en-US orders words: "Beech Grove" before "carmel" before "Carmel" before "Zionsville".
 */
export function compareNames(a: string, b: string): number {
  return (
    compareStrings(withoutAccents(a).toLowerCase(), withoutAccents(b).toLowerCase()) ||
    // Then the plain letter before the accented one, then lower case before upper.
    compareStrings(a.toLowerCase(), b.toLowerCase()) ||
    compareStrings(b, a)
  );
}

function withoutAccents(name: string): string {
  // Only where there are any: an ASCII name never reaches the normaliser (ICU again).
  return /[^\u0020-\u007e]/.test(name) ? name.normalize('NFD').replace(/\p{Mn}/gu, '') : name;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
