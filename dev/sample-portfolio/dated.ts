/**
 * Rooms as they were before the work, for before-and-after pairs: 1980s colours (gold,
 * avocado and rose walls, honey-oak cabinets, almond laminate and appliances, pink or mint
 * tile, brass), a worn floor, older fixtures, stains and clutter, under dim yellow light.
 *
 * A before photo is its after photo's drawing again, with `datedFinish` and a fresh Rng of
 * the same seed (see photos.ts): the layout draws are the same, so the room is the same.
 */
import { darken, lighten } from './color';
import { type Finish, projectFinish } from './finish';
import { glow } from './furnishings';
import { Rng } from './rng';
import type { Room } from './room';
import { circle, ellipse, H, pathEl, rect, strokes, type Pt, type Svg, W } from './svg';

const WALLS = ['#e4d193', '#c8cd9a', '#dcbcae', '#d9c29a', '#e6d7a6'];
const TRIMS = ['#ece3cc', '#e6dcc2'];
const WORN_WOOD = ['#b37f46', '#a06c3c', '#b98a4f'];
const OLD_CARPETS = ['#a18c6b', '#9a9a7c', '#a88a78'];
const CABINETS = ['#b47a3e', '#9c6534', '#e6dcc4', '#7a5230'];
const COUNTERS = ['#d8c8a0', '#c9ad6e', '#e2d6bf', '#b9a27c'];
const BACKSPLASHES = ['#d9c7a2', '#e8dcc0', '#cdb98c'];
const TILES = ['#e7bcbc', '#b7d3bf', '#b9cfe0', '#dcc48c', '#e3d6b8'];
const VANITIES = ['#b47a3e', '#e9e2d0', '#7a5230'];
const FABRICS = ['#8a6d4e', '#7a5e5a', '#6f7a5a', '#a58a6a'];
const ACCENTS = ['#8a5a3c', '#6d7b4e', '#9b6b4a', '#7b5d78'];
const METALS = ['#c4a24e', '#c4a24e', '#a8a8a2'];
const FIXTURES = ['#e9dfc6', '#efe9d8'];
const CURTAINS = ['#e9d7a8', '#d9b9b0', '#c8d3b0', '#f0e6cf'];
const VINYL = [
  { kind: 'checker', color: '#ece4cf', color2: '#c4ad86', size: 62 },
  { kind: 'checker', color: '#e4ddc9', color2: '#a9b59a', size: 62 },
  { kind: 'tile', color: '#d6c9a9', color2: '#000000', size: 84 },
] as const;

const STAIN = '#6b5634';

/**
 * The house's rooms before the work: colours chosen once per project (`id`), like
 * `projectFinish`, with the same floor kind (plank floors draw their boards from the photo's
 * Rng); wear placed per photo (`seed`).
 */
export function datedFinish(id: string, seed: string): Finish {
  const now = projectFinish(id);
  const r = new Rng(`${id}/dated`);
  const floorColor = r.pick(now.floor.kind === 'planks' ? WORN_WOOD : OLD_CARPETS);
  const cabinet = r.pick(CABINETS);
  return {
    wall: r.pick(WALLS),
    trim: r.pick(TRIMS),
    ceiling: '#ede4cc',
    floor: { ...now.floor, color: floorColor, color2: floorColor },
    cabinet,
    island: cabinet,
    counter: r.pick(COUNTERS),
    backsplash: r.pick(BACKSPLASHES),
    fabric: r.pick(FABRICS),
    accent: r.pick(ACCENTS),
    wood: '#8b5e3c',
    metal: r.pick(METALS),
    vanity: r.pick(VANITIES),
    tile: r.pick(TILES),
    dated: {
      fixture: r.pick(FIXTURES),
      vinyl: { ...r.pick(VINYL) },
      curtain: r.pick(CURTAINS),
      wear: new Rng(`${seed}/wear`),
    },
  };
}

/** Water stains on the ceiling and walls, scuffs and a worn path on the floor. */
export function wearMarks(room: Room, wear: Rng): string[] {
  const { depth } = room;
  const out: string[] = [];
  // A ring where the roof or a bathroom upstairs once leaked.
  const cx = wear.range(300, 980);
  const cd = depth * wear.range(0.35, 0.65);
  const rx = wear.range(80, 140);
  out.push(
    room.hEllipse(cx, cd, rx, rx * 0.8, 0, STAIN, { opacity: 0.14 }),
    room.hEllipse(cx, cd, rx, rx * 0.8, 0, 'none', {
      stroke: STAIN,
      'stroke-width': 5,
      opacity: 0.22,
    }),
  );
  // Streaks and blotches on the back wall, scuffs along the baseboard.
  const wall: string[] = [];
  for (let i = 0; i < 4; i++) {
    wall.push(
      ellipse(
        wear.range(60, W - 60),
        wear.range(120, 560),
        wear.range(30, 90),
        wear.range(20, 60),
        STAIN,
        {
          opacity: wear.range(0.08, 0.15),
        },
      ),
    );
  }
  const streakX = wear.range(100, W - 100);
  wall.push(rect(streakX, 14, wear.range(18, 40), wear.range(120, 260), STAIN, { opacity: 0.12 }));
  const scuffs: [Pt, Pt][] = [];
  for (let i = 0; i < 14; i++) {
    const x = wear.range(20, W - 60);
    const y = wear.range(610, 690);
    scuffs.push([
      [x, y],
      [x + wear.range(15, 50), y + wear.range(-4, 4)],
    ]);
  }
  wall.push(strokes(scuffs, '#3b2f22', 3, { opacity: 0.25 }));
  out.push(room.plane(0, wall));
  // A path worn pale through the middle of the floor, and dark stains.
  out.push(room.flat(430, 850, 40, depth, H, '#ffffff', { opacity: 0.1 }));
  for (let i = 0; i < 5; i++) {
    const r = wear.range(22, 60);
    out.push(
      room.hEllipse(wear.range(120, W - 120), depth * wear.range(0.15, 0.9), r, r * 0.7, H, STAIN, {
        opacity: wear.range(0.12, 0.24),
      }),
    );
  }
  const marks: [Pt, Pt][] = [];
  for (let i = 0; i < 24; i++) {
    const x = wear.range(60, W - 60);
    const d = depth * wear.range(0.1, 0.95);
    marks.push([room.p(d, x, H), room.p(d + wear.range(-20, 20), x + wear.range(20, 70), H)]);
  }
  out.push(strokes(marks, '#2e2418', 2.5, { opacity: 0.3 }));
  return out;
}

/** Dim, yellow light and a film of grime over the whole photo: drawn last. */
export function agedLight(svg: Svg): void {
  svg.add(
    rect(0, 0, W, H, '#7a6634', { opacity: 0.14 }),
    rect(0, 0, W, H, '#3a3326', { opacity: 0.06 }),
  );
}

/** A gathered valance across the top of a window, in wall coordinates. */
export function valance(x: number, y: number, w: number, color: string): string[] {
  const out = [rect(x - 40, y - 30, w + 80, 78, color)];
  const folds: [Pt, Pt][] = [];
  for (let fx = x - 30; fx < x + w + 40; fx += 22) {
    folds.push([
      [fx, y - 26],
      [fx, y + 44],
    ]);
  }
  out.push(strokes(folds, darken(color, 0.12), 6));
  for (let fx = x - 40; fx < x + w + 40; fx += 40) {
    out.push(circle(fx + 20, y + 48, 20, color));
  }
  return out;
}

/** A fluorescent box flush with the ceiling, where the finished kitchen has pendants. */
export function fluorescentBox(svg: Svg, cx: number, width: number): string[] {
  return [
    glow(svg, cx, 40, 220),
    rect(cx - width / 2, 0, width, 34, '#d9d4c4'),
    rect(cx - width / 2 + 10, 6, width - 20, 24, '#f7f3df'),
    ...[0.25, 0.5, 0.75].map((t) =>
      rect(cx - width / 2 + 10 + (width - 20) * t - 2, 6, 4, 24, '#cfc9b4'),
    ),
  ];
}

/** A bar of bare round bulbs over the mirror, where the finished bath has sconces. */
export function hollywoodBar(
  svg: Svg,
  cx: number,
  y: number,
  width: number,
  metal: string,
): string[] {
  const out = [
    glow(svg, cx, y + 20, width * 0.55),
    rect(cx - width / 2, y, width, 26, metal, { rx: 4 }),
  ];
  const bulbs = Math.max(3, Math.round(width / 90));
  for (let i = 0; i < bulbs; i++) {
    const bx = cx - width / 2 + (width * (i + 0.5)) / bulbs;
    out.push(circle(bx, y + 30, 17, '#fbf3d6'), circle(bx - 5, y + 25, 5, '#ffffff'));
  }
  return out;
}

/** An almond countertop microwave, on a counter at height y, from x. */
export function microwave(room: Room, x: number, y: number, color: string): string[] {
  const d2 = 140;
  return [
    ...room.box({ x1: x, x2: x + 170, y1: y - 92, y2: y, d1: 20, d2 }, { front: color }),
    room.plane(d2, [
      rect(x + 12, y - 80, 112, 66, '#2f2b26', { rx: 4 }),
      rect(x + 136, y - 80, 24, 66, darken(color, 0.1)),
      ...[0, 1, 2, 3].map((i) => rect(x + 140, y - 74 + i * 14, 16, 7, '#8b8374')),
    ]),
  ];
}

/** Bottles, a cup and a tissue box left on a counter at height y, between x1 and x2. */
export function clutter(room: Room, x1: number, x2: number, y: number, wear: Rng): string[] {
  const items: string[] = [];
  const colors = ['#c95f4a', '#e8e0c9', '#5f7fa0', '#d7b24c', '#7f9a6a', '#ffffff'];
  let x = x1 + wear.range(10, 40);
  while (x < x2 - 40) {
    const w = wear.range(18, 34);
    const h = wear.range(30, 70);
    const color = wear.pick(colors);
    items.push(
      rect(x, y - h, w, h, color, { rx: 5 }),
      rect(x + w * 0.3, y - h - 10, w * 0.4, 10, darken(color, 0.3)),
    );
    x += w + wear.range(6, 40);
  }
  return [room.plane(wear.range(30, 60), items)];
}

/** A dish rack of plates beside the sink, on a counter at height y. */
export function dishRack(room: Room, x: number, y: number): string[] {
  const plates = [0, 1, 2, 3, 4].map((i) =>
    ellipse(x + 24 + i * 22, y - 40, 8, 38, lighten('#d8dde0', (i % 2) * 0.1), {
      stroke: '#9aa3a8',
      'stroke-width': 2,
    }),
  );
  return [
    room.plane(60, [
      ...plates,
      pathEl(`M${x} ${y - 30}V${y}H${x + 140}V${y - 30}`, 'none', {
        stroke: '#c9ced1',
        'stroke-width': 5,
      }),
    ]),
  ];
}
