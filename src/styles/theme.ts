/**
 * The site's design values, for the static stylesheets (`*.css.ts`, compiled by vanilla-extract
 * at build time: no style is computed in the browser). Colours come from src/config/brand.ts
 * and breakpoints from src/config/layout.ts; beside them, 8 px spacing, 10 px corners, the
 * system font stack (no web font to wait for), and the greys and divider of Material Design.
 */
import { brand } from '../config/brand';
import { BREAKPOINTS } from '../config/layout';

/** Corners: `radius(1)` is a card's 10px, `radius(2)` a photo's 20px. */
export const radius = (times = 1) => `${times * 10}px`;
export const PILL = '999px';

export const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** `#rrggbb` at an opacity, as `rgba()`. */
export function alpha(hex: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/** Material Design's palette values the pages use beside the brand's own. */
export const palette = {
  ...brand,
  divider: 'rgba(0, 0, 0, 0.12)',
  grey200: '#eeeeee',
  grey400: '#bdbdbd',
  /** A contained orange button under the pointer: the orange darkened. */
  orangeHover: 'rgb(128, 62, 18)',
  /** The not-found warning sign. */
  warning: '#ed6c02',
} as const;

/** Media queries for vanilla-extract's `'@media'` keys: from each breakpoint up. */
export const up = {
  sm: `(min-width: ${BREAKPOINTS.sm}px)`,
  md: `(min-width: ${BREAKPOINTS.md}px)`,
  lg: `(min-width: ${BREAKPOINTS.lg}px)`,
} as const;

/** Screens narrower than `width` px (NARROW_HEADER's phones). */
export const narrowerThan = (width: number) => `(max-width: ${width - 0.05}px)`;

/** Keyboard focus on a button (photos, arrows and the slider draw theirs to fit their place). */
export const focusRing = { outline: '3px solid currentColor', outlineOffset: 2 } as const;

/** The sticky header's layer, under dialogs. */
export const zIndex = { header: 1100, pending: 1200, skipLink: 2000 } as const;
