/**
 * A move in the portfolio list changes only the moved project's sort number: any number
 * strictly between its new neighbours' (their midpoint), one less than the first's to go
 * first, one more than the last's to go last. Every other record stays as it was.
 */

/**
 * The sort number that puts the project at `from` in the list (ascending sorts, list order) at
 * place `to` (0-based, as counted in the list after the move).
 */
export function sortForMove(sorts: readonly number[], from: number, to: number): number {
  const others = sorts.filter((_, index) => index !== from);
  const place = Math.max(0, Math.min(to, others.length));
  const before = others[place - 1];
  const after = others[place];
  const own = sorts[from] ?? 0;
  if (before === undefined && after === undefined) return own;
  if (before === undefined) return Math.floor(after ?? own) - 1;
  if (after === undefined) return Math.floor(before) + 1;
  return (before + after) / 2;
}
