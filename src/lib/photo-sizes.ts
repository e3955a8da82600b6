/**
 * `sizes` attributes computed from the layout constants (src/config/layout.ts), so the browser
 * knows how wide each photo is really drawn and fetches the smallest copy that covers it. The
 * grids the photos sit in are drawn from the same constants (`contentGrid` in
 * src/styles/content-grid.ts).
 */
import {
  BREAKPOINTS,
  CONTAINER,
  VIEWER_CHROME_HEIGHT,
  type ContentGrid,
  type Responsive,
} from '../config/layout';
import { photoSize, type Photo } from './responsive-image';

/** Where a photo is drawn: one track of a grid in the page's container, inside a border. */
export type PhotoSlot = {
  grid: ContentGrid;
  /** Which of the grid's tracks holds the photo (0 unless said). */
  track?: number;
  /** Px lost on each side (a card's outline). */
  border?: number;
};

/** A slot's width in one range of screen widths: `perVw` × 1vw + `px`. */
type Width = { perVw: number; px: number };

const BREAKPOINT_KEYS = ['sm', 'md', 'lg'] as const;

/** The value in force at a screen width: the widest breakpoint at or below it that sets one. */
function at<T>(value: Responsive<T>, width: number): T {
  let current = value.xs;
  for (const key of BREAKPOINT_KEYS) {
    const next = value[key];
    if (next !== undefined && width >= BREAKPOINTS[key]) current = next;
  }
  return current;
}

function slotWidth({ grid, track = 0, border = 0 }: PhotoSlot, screen: number): Width {
  const tracks = at(grid.tracks, screen);
  const share = (tracks[track] ?? 0) / tracks.reduce((sum, fr) => sum + fr, 0);
  const gaps = at(grid.gap, screen) * (tracks.length - 1);
  const padding = 2 * at(CONTAINER.padding, screen);
  // The container is the screen's width up to its maximum, then fixed.
  const content: Width =
    screen >= CONTAINER.maxWidth
      ? { perVw: 0, px: CONTAINER.maxWidth - padding }
      : { perVw: 100, px: -padding };
  return { perVw: content.perVw * share, px: (content.px - gaps) * share - 2 * border };
}

const round = (value: number) => Math.round(value * 100) / 100;

function cssLength({ perVw, px }: Width, scale: number): string {
  const vw = round(perVw * scale);
  const length = round(px * scale);
  if (vw === 0) return `${length}px`;
  if (length === 0) return `${vw}vw`;
  return `calc(${vw}vw ${length < 0 ? '-' : '+'} ${Math.abs(length)}px)`;
}

/**
 * How much of its frame's width a photo is drawn at: 1 for a 16:9 photo; a photo that covers
 * the frame (cropped) and is wider than 16:9 overflows it, one shown whole (`contain`) and
 * taller than 16:9 is narrower.
 */
export function drawnShare(photo: Photo, fit: 'cover' | 'contain'): number {
  const { width, height } = photoSize(photo);
  const ratio = width / height / (16 / 9);
  return fit === 'cover' ? Math.max(1, ratio) : Math.min(1, ratio);
}

/**
 * The `sizes` of a photo in a slot: one entry per range of screen widths where the layout
 * changes (breakpoints and the container's maximum width), widest first. `scale` is the share
 * of the slot's width the photo is drawn at (`drawnShare`). `100vw` counts a classic
 * scrollbar in, so on such screens it errs a few pixels large, never small.
 */
export function photoSizes(slot: PhotoSlot, scale = 1): string {
  const starts = [...new Set([0, ...Object.values(BREAKPOINTS), CONTAINER.maxWidth])].sort(
    (a, b) => a - b,
  );
  const entries: { from: number; length: string }[] = [];
  for (const from of starts) {
    const length = cssLength(slotWidth(slot, from), scale);
    // A range drawn like the one below it adds nothing.
    if (entries.at(-1)?.length !== length) entries.push({ from, length });
  }
  return entries
    .reverse()
    .map(({ from, length }) => (from === 0 ? length : `(min-width: ${from}px) ${length}`))
    .join(', ');
}

/**
 * A photo in the full-screen viewer is drawn as wide as the screen, or less when the height
 * left under the viewer's bars limits it (a portrait photo, a phone held sideways); `zoom`
 * times that when zoomed in.
 */
export function viewerPhotoSizes(photo: Photo, zoom = 1): string {
  const { width, height } = photoSize(photo);
  const aspect = Math.round((width / height) * 1000) / 1000;
  const drawn = `min(100vw, calc((100dvh - ${VIEWER_CHROME_HEIGHT}px) * ${aspect}))`;
  return zoom === 1 ? drawn : `calc(${drawn} * ${zoom})`;
}
