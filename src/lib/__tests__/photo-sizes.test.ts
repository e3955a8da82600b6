import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CARD_BORDER,
  CARD_GRID,
  CONTAINER,
  COVER_GRID,
  SECTION_GRID,
  type ContentGrid,
} from '../../config/layout';
import { contentGrid } from '../../styles/content-grid';
import { drawnShare, photoSizes, viewerPhotoSizes, type PhotoSlot } from '../photo-sizes';

/** What a browser does with a `sizes` list at a screen width: the first matching entry's length. */
function evaluate(sizes: string, screen: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const match = /^(?:\(min-width: (\d+)px\) )?(.+)$/.exec(entry.trim());
    if (!match?.[2]) throw new Error(`unreadable entry ${entry}`);
    if (match[1] !== undefined && screen < Number(match[1])) continue;
    return length(match[2], screen);
  }
  throw new Error(`no entry of ${sizes} matches ${screen}px`);
}

function length(css: string, screen: number): number {
  const calc = /^calc\(([\d.]+)vw ([+-]) ([\d.]+)px\)$/.exec(css);
  if (calc) {
    const px = Number(calc[3]) * (calc[2] === '-' ? -1 : 1);
    return (Number(calc[1]) * screen) / 100 + px;
  }
  if (css.endsWith('vw')) return (parseFloat(css) * screen) / 100;
  if (css.endsWith('px')) return parseFloat(css);
  throw new Error(`unreadable length ${css}`);
}

/** The layout as CSS lays it out, written the other way round: min() and a column split. */
function laidOut(grid: ContentGrid, screen: number, track = 0, border = 0): number {
  const from = (value: Record<string, unknown>) =>
    (['lg', 'md', 'sm', 'xs'] as const).find(
      (key) => value[key] !== undefined && (key === 'xs' || screen >= BREAKPOINTS[key]),
    ) ?? 'xs';
  const padding = screen >= BREAKPOINTS.sm ? CONTAINER.padding.sm : CONTAINER.padding.xs;
  const content = Math.min(screen, CONTAINER.maxWidth) - 2 * padding;
  const tracks = grid.tracks[from(grid.tracks)] ?? [1];
  const gap = grid.gap[from(grid.gap)] ?? 0;
  const total = tracks.reduce((sum, fr) => sum + fr, 0);
  return ((content - gap * (tracks.length - 1)) * (tracks[track] ?? 0)) / total - 2 * border;
}

const SLOTS = {
  card: { grid: CARD_GRID, border: CARD_BORDER },
  cover: { grid: COVER_GRID },
  section: { grid: SECTION_GRID },
} satisfies Record<string, PhotoSlot>;

describe('photo sizes from the layout', () => {
  it('say what the issue measured at 1280px: cards 307, cover 562, carousels 472', () => {
    expect(evaluate(photoSizes(SLOTS.card), 1280)).toBeCloseTo(307.33, 2);
    expect(evaluate(photoSizes({ grid: COVER_GRID }), 1280)).toBeCloseTo(561.6, 2);
    expect(evaluate(photoSizes({ grid: SECTION_GRID }), 1280)).toBeCloseTo(472, 2);
  });

  it('match the layout at every screen width from 320 to 1920px', () => {
    for (const [name, slot] of Object.entries(SLOTS) as [string, PhotoSlot][]) {
      const sizes = photoSizes(slot);
      for (let screen = 320; screen <= 1920; screen += 1) {
        expect(evaluate(sizes, screen), `${name} at ${screen}px`).toBeCloseTo(
          laidOut(slot.grid, screen, slot.track, slot.border),
          1,
        );
      }
    }
  });

  it('name one entry per range where the layout changes, widest first', () => {
    expect(photoSizes({ grid: SECTION_GRID })).toBe(
      '(min-width: 1024px) 472px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
    );
    expect(photoSizes({ grid: CARD_GRID, border: CARD_BORDER })).toBe(
      '(min-width: 1024px) 307.33px, (min-width: 768px) calc(50vw - 38px), ' +
        '(min-width: 600px) calc(100vw - 50px), calc(100vw - 34px)',
    );
    // The second track of the details head (the facts beside the cover).
    expect(evaluate(photoSizes({ grid: COVER_GRID, track: 1 }), 1440)).toBeCloseTo(374.4, 2);
  });

  it('scale to how much of its frame a photo is drawn at', () => {
    const panorama = { url: '/p.jpg', width: 3200, height: 1200 };
    const portrait = { url: '/p.jpg', width: 3024, height: 4032 };
    const landscape = { url: '/p.jpg', width: 1280, height: 720 };
    expect(drawnShare(landscape, 'cover')).toBe(1);
    expect(drawnShare(landscape, 'contain')).toBe(1);
    expect(drawnShare(portrait, 'cover')).toBe(1);
    expect(drawnShare(portrait, 'contain')).toBeCloseTo(0.42, 2);
    expect(drawnShare(panorama, 'cover')).toBe(1.5);
    expect(drawnShare(panorama, 'contain')).toBe(1);
    expect(evaluate(photoSizes({ grid: SECTION_GRID }, 0.5), 1280)).toBe(236);
    expect(evaluate(photoSizes({ grid: SECTION_GRID }, 0.5), 390)).toBe(179);
  });

  it('give the viewer the screen, or less when the height limits a photo', () => {
    expect(viewerPhotoSizes({ url: '/p.jpg', width: 3024, height: 4032 })).toBe(
      'min(100vw, calc((100dvh - 120px) * 0.75))',
    );
    // Zoomed in three times: three times as wide.
    expect(viewerPhotoSizes({ url: '/p.jpg', width: 1600, height: 900 }, 3)).toBe(
      'calc(min(100vw, calc((100dvh - 120px) * 1.778)) * 3)',
    );
  });

  it('draw the grids from the same constants', () => {
    expect(contentGrid(CARD_GRID)).toEqual({
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      columnGap: 24,
      '@media': {
        '(min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
        '(min-width: 1024px)': {
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr)',
        },
      },
    });
    expect(contentGrid(COVER_GRID)['@media']).toEqual({
      '(min-width: 768px)': { columnGap: 40 },
      '(min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
    });
  });
});
