/**
 * Pieces of a house, drawn around (0, 0) = centre of the front wall at ground level:
 * siding and roof fills, windows, doors, railings, steps.
 */
import { darken, lighten } from './color';
import type { HouseLook, HouseStyle } from './projects';
import { circle, poly, type Pt, rect, strokes, type Svg } from './svg';

export const DIMS: Record<HouseStyle, { w: number; h: number }> = {
  ranch: { w: 840, h: 175 },
  bungalow: { w: 560, h: 205 },
  craftsman: { w: 560, h: 260 },
  colonial: { w: 740, h: 345 },
  'shotgun-double': { w: 460, h: 240 },
};

export interface HouseDrawing {
  parts: string[];
  /** x of the front door's centre. */
  doorX: number;
  /** Height of the porch or stoop floor the door stands on. */
  doorBase: number;
  /** An x range with no foundation shrubs (in front of a garage). */
  noBushes?: readonly [number, number];
}

export function sidingFill(svg: Svg, look: HouseLook, shade = 0): string {
  const base = darken(look.body, shade);
  switch (look.siding) {
    case 'lap':
      return svg.pattern(40, 16, [
        rect(0, 0, 40, 16, base),
        rect(0, 13.5, 40, 2.5, darken(base, 0.12)),
      ]);
    case 'board':
      return svg.pattern(28, 40, [rect(0, 0, 28, 40, base), rect(22, 0, 6, 40, darken(base, 0.1))]);
    case 'brick':
      return svg.pattern(44, 24, [
        rect(0, 0, 44, 24, '#cfc6ba'),
        rect(1, 1, 41, 10, base),
        rect(-21, 13, 41, 10, darken(base, 0.06)),
        rect(23, 13, 41, 10, darken(base, 0.06)),
      ]);
  }
}

export function roofFill(svg: Svg, roof: string): string {
  const line = darken(roof, 0.25);
  return svg.pattern(60, 28, [
    rect(0, 0, 60, 28, roof),
    rect(0, 12, 60, 2, line),
    rect(0, 26, 60, 2, line),
    rect(0, 0, 2, 12, line),
    rect(30, 0, 2, 12, line),
    rect(15, 14, 2, 12, line),
    rect(45, 14, 2, 12, line),
  ]);
}

function shingleFill(svg: Svg, color: string): string {
  const line = darken(color, 0.18);
  return svg.pattern(24, 20, [
    rect(0, 0, 24, 20, color),
    circle(12, 10, 11, lighten(color, 0.06), { stroke: line, 'stroke-width': 1.5 }),
    circle(0, 20, 11, lighten(color, 0.06), { stroke: line, 'stroke-width': 1.5 }),
    circle(24, 20, 11, lighten(color, 0.06), { stroke: line, 'stroke-width': 1.5 }),
  ]);
}

/**
 * A front-facing gable: the roof triangle over a wall w wide and h tall, and inside it
 * the triangle of wall finished in the accent shingles.
 */
export function gable(
  svg: Svg,
  look: HouseLook,
  roof: string,
  w: number,
  h: number,
  shape: { overhang: number; drop: number; rise: number; inset: number; shingleRise: number },
): string[] {
  const { overhang, drop, rise, inset, shingleRise } = shape;
  return [
    poly(
      [
        [-w / 2 - overhang, -h + drop],
        [w / 2 + overhang, -h + drop],
        [0, -h - rise],
      ],
      roof,
    ),
    poly(
      [
        [-w / 2 + inset, -h],
        [w / 2 - inset, -h],
        [0, -h - shingleRise],
      ],
      shingleFill(svg, look.accent),
    ),
  ];
}

type Grid = 'none' | 'sash' | 'craftsman' | 'colonial' | 'triple';

export function houseWindow(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  look: HouseLook,
  grid: Grid,
  shutters = false,
): string {
  const parts: string[] = [];
  if (shutters) {
    const sw = Math.min(w * 0.42, 44);
    for (const sx of [x - 12 - sw, x + w + 12]) {
      parts.push(rect(sx, y - 6, sw, h + 12, look.accent));
      parts.push(
        rect(sx + 5, y, sw - 10, h / 2 - 6, 'none', {
          stroke: lighten(look.accent, 0.15),
          'stroke-width': 2,
        }),
      );
      parts.push(
        rect(sx + 5, y + h / 2 + 4, sw - 10, h / 2 - 8, 'none', {
          stroke: lighten(look.accent, 0.15),
          'stroke-width': 2,
        }),
      );
    }
  }
  parts.push(rect(x - 8, y - 8, w + 16, h + 16, look.trim));
  parts.push(rect(x, y, w, h, svg.glass()));
  parts.push(
    poly(
      [
        [x + w * 0.1, y + h],
        [x + w * 0.5, y],
        [x + w * 0.72, y],
        [x + w * 0.32, y + h],
      ],
      '#ffffff',
      { opacity: 0.14 },
    ),
  );
  const bars: [Pt, Pt][] = [];
  const hline = (fy: number) =>
    bars.push([
      [x, y + h * fy],
      [x + w, y + h * fy],
    ]);
  const vline = (fx: number, from = 0, to = 1) =>
    bars.push([
      [x + w * fx, y + h * from],
      [x + w * fx, y + h * to],
    ]);
  if (grid === 'sash') hline(0.5);
  if (grid === 'craftsman') {
    hline(0.45);
    vline(1 / 3, 0, 0.45);
    vline(2 / 3, 0, 0.45);
  }
  if (grid === 'colonial') {
    hline(0.5);
    hline(0.25);
    hline(0.75);
    vline(1 / 3);
    vline(2 / 3);
  }
  if (grid === 'triple') {
    vline(0.3);
    vline(0.7);
    hline(0.5);
  }
  if (bars.length) parts.push(strokes(bars, look.trim, grid === 'colonial' ? 4 : 6));
  parts.push(rect(x - 14, y + h + 6, w + 28, 9, look.trim));
  return parts.join('');
}

export function houseDoor(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  look: HouseLook,
  lite: boolean,
): string {
  const panel = darken(look.door, 0.22);
  const parts = [rect(x - 12, y - 14, w + 24, h + 14, look.trim), rect(x, y, w, h, look.door)];
  if (lite) {
    parts.push(
      rect(x + w * 0.18, y + h * 0.08, w * 0.64, h * 0.3, svg.glass(), {
        stroke: panel,
        'stroke-width': 3,
      }),
    );
  } else {
    parts.push(
      rect(x + 10, y + 12, w - 20, h * 0.36, 'none', { stroke: panel, 'stroke-width': 3 }),
    );
  }
  parts.push(
    rect(x + 10, y + h * 0.52, w - 20, h * 0.4, 'none', { stroke: panel, 'stroke-width': 3 }),
  );
  parts.push(circle(x + w - 13, y + h * 0.52, 4.5, '#d1ad55'));
  return parts.join('');
}

export function railing(
  x1: number,
  x2: number,
  top: number,
  bottom: number,
  color: string,
  svg: Svg,
): string {
  const bars = svg.pattern(16, 10, [rect(6, 0, 5, 10, color)]);
  return [
    rect(x1, top + 7, x2 - x1, bottom - top - 15, bars),
    rect(x1, top, x2 - x1, 8, color),
    rect(x1, bottom - 9, x2 - x1, 7, color),
  ].join('');
}

export function steps(cx: number, top: number, w: number, count: number, color: string): string {
  const parts: string[] = [];
  const rise = -top / count;
  for (let i = 0; i < count; i++) {
    const y = top + rise * i;
    const sw = w + i * 16;
    parts.push(rect(cx - sw / 2, y, sw, -y, i % 2 ? darken(color, 0.05) : color));
    parts.push(rect(cx - sw / 2, y, sw, 3, lighten(color, 0.25)));
  }
  return parts.join('');
}

export const CONCRETE = '#c9c4ba';
export const PORCH_FLOOR = '#9d968c';
