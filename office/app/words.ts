/** The screen's small pieces of wording, kept pure so they are tested apart from the page. */

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A 0-based place in a list of `count`, as the portfolio shows it: "3rd of 11". */
export function positionText(position: number, count: number): string {
  return `${ordinal(position + 1)} of ${count}`;
}
