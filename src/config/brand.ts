/** Navy for trust, a warm brick orange for calls to action; banner colours per spec §4. */
export const brand = {
  navy: '#1b3a5c',
  navyDark: '#10253d',
  orange: '#b85a1b',
  sand: '#f6f1ea',
  /** The door in the logo's house. */
  doorAccent: '#d9772b',
  sold: '#b71c1c',
  pending: '#f5b400',
  forSale: '#1b6e35',
} as const;
