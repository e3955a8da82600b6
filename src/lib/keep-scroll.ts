/**
 * History state for a navigation that changes only part of the page in place (a list filter,
 * the photo viewer opening or closing): the page frame keeps the scroll position for it. Any
 * other navigation opens at the top, even on the same path (the footer's "View All Projects"
 * link at the bottom of a filtered list).
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return (state as Partial<typeof KEEP_SCROLL> | null)?.keepScroll === true;
}
