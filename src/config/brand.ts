/**
 * Every colour of the brand: the theme, banners, header, carousels, the logo, the web manifest
 * and the build's icons and share card read them here (index.html's theme colour is checked
 * against `THEME_COLOR` by src/config/__tests__/brand.test.ts). Navy for trust, a warm brick
 * orange for calls to action; banner colours per spec §4.
 */
export const brand = {
  navy: '#1b3a5c',
  navyDark: '#10253d',
  orange: '#b85a1b',
  sand: '#f6f1ea',
  white: '#ffffff',
  /** Behind every page, and the installed app's splash. */
  page: '#fbfaf8',
  text: '#1d232b',
  textSecondary: '#4a5562',
  /** A carousel's other pagination bullets: 4.5:1 on white, so they read as controls. */
  bulletInactive: '#6b7785',
  /** The door in the logo's house (src/components/logo-mark.svg). */
  doorAccent: '#d9772b',
  sold: '#b71c1c',
  pending: '#f5b400',
  forSale: '#1b6e35',
  /** Behind photos shown large (the photo viewer), and the labels laid over them. */
  ink: '#0b0f14',
  inkOverlay: 'rgba(11, 15, 20, 0.72)',
} as const;

/** The colour browsers use for the address bar and the installed icon. */
export const THEME_COLOR = brand.navy;
