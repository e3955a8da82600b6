/**
 * Generates the shipped portfolio: public/assets/Data/data.json and one illustrated
 * photo per image under public/assets/projects/<id>/<slug>.webp.
 *
 *   npx tsx scripts/generate-portfolio.ts      (or: npm run portfolio)
 *
 * Every photo is a flat-illustration SVG scene rendered to WebP with sharp. The output
 * is deterministic: colours and layouts come from a PRNG seeded by the project id and
 * the photo slug, so the same source always produces the same files.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { formatProblem, parseProjectRecords } from '../src/features/projects/project-records';

// ---------------------------------------------------------------------------
// The projects
// ---------------------------------------------------------------------------

type HouseStyle = 'bungalow' | 'colonial' | 'craftsman' | 'shotgun-double' | 'ranch';
type Siding = 'lap' | 'brick' | 'board';
type Section = 'exterior' | 'interior' | 'kitchen' | 'room' | 'bathroom';

interface HouseLook {
  style: HouseStyle;
  siding: Siding;
  body: string;
  trim: string;
  roof: string;
  door: string;
  /** Shutters, gable shingles and other accents. */
  accent: string;
}

interface ProjectSpec {
  id: string;
  /** Not written to data.json; where the (fictional) address sits. */
  neighborhood: string;
  sort: number;
  beds: number;
  baths: number;
  sq_footage: number;
  street: string;
  city: 'Indianapolis' | 'Beech Grove' | 'Speedway' | 'Carmel';
  is_sold: boolean;
  pending_sale: boolean;
  year_sold: number | null;
  full_remodel: boolean;
  full_renovation: boolean;
  house: HouseLook;
  /** Photos per carousel section, besides the main front shot every project has. */
  photos: Readonly<Record<Section, number>>;
}

/** File order is deliberately not sort order, so the site's sorting is visible. */
const PROJECTS: readonly ProjectSpec[] = [
  {
    id: '4611-n-graceland-ave',
    neighborhood: 'Butler-Tarkington',
    sort: 30,
    beds: 4,
    baths: 2.5,
    sq_footage: 2480,
    street: '4611 N Graceland Ave',
    city: 'Indianapolis',
    is_sold: true,
    pending_sale: false,
    year_sold: 2021,
    full_remodel: true,
    full_renovation: true,
    house: {
      style: 'colonial',
      siding: 'lap',
      body: '#f1ede4',
      trim: '#ffffff',
      roof: '#4a4d52',
      door: '#7a1f2b',
      accent: '#23303b',
    },
    photos: { exterior: 2, interior: 2, kitchen: 3, room: 2, bathroom: 2 },
  },
  {
    id: '1021-hosbrook-st',
    neighborhood: 'Fountain Square',
    sort: 10,
    beds: 4,
    baths: 2,
    sq_footage: 1920,
    street: '1021 Hosbrook St',
    city: 'Indianapolis',
    is_sold: false,
    pending_sale: true,
    year_sold: null,
    full_remodel: false,
    full_renovation: true,
    house: {
      style: 'shotgun-double',
      siding: 'lap',
      body: '#5f8a8b',
      trim: '#f4f1ea',
      roof: '#3d3f44',
      door: '#e0a43a',
      accent: '#e2bf63',
    },
    photos: { exterior: 2, interior: 2, kitchen: 1, room: 2, bathroom: 0 },
  },
  {
    id: '5836-e-university-ave',
    neighborhood: 'Irvington',
    sort: 80,
    beds: 3,
    baths: 2,
    sq_footage: 1860,
    street: '5836 E University Ave',
    city: 'Indianapolis',
    is_sold: false,
    pending_sale: false,
    year_sold: null,
    full_remodel: true,
    full_renovation: true,
    house: {
      style: 'craftsman',
      siding: 'lap',
      body: '#d6b25e',
      trim: '#f5efe0',
      roof: '#5a4634',
      door: '#6b3d23',
      accent: '#8a6a45',
    },
    photos: { exterior: 2, interior: 2, kitchen: 2, room: 2, bathroom: 2 },
  },
  {
    id: '6124-n-winthrop-ave',
    neighborhood: 'Broad Ripple',
    sort: 50,
    beds: 2,
    baths: 1,
    sq_footage: 1140,
    street: '6124 N Winthrop Ave',
    city: 'Indianapolis',
    // Sold and pending at once: sold wins.
    is_sold: true,
    pending_sale: true,
    year_sold: 2023,
    full_remodel: true,
    full_renovation: false,
    house: {
      style: 'bungalow',
      siding: 'lap',
      body: '#8fa88a',
      trim: '#fbfaf5',
      roof: '#3b3b3b',
      door: '#1b3a5c',
      accent: '#f2efe4',
    },
    photos: { exterior: 1, interior: 2, kitchen: 0, room: 2, bathroom: 2 },
  },
  {
    id: '1518-s-new-jersey-st',
    neighborhood: 'Bates-Hendricks',
    sort: 20,
    beds: 2,
    baths: 1,
    sq_footage: 850,
    street: '1518 S New Jersey St',
    city: 'Indianapolis',
    is_sold: false,
    pending_sale: false,
    year_sold: null,
    full_remodel: false,
    full_renovation: false,
    house: {
      style: 'bungalow',
      siding: 'board',
      body: '#a65440',
      trim: '#f2ead8',
      roof: '#2f3033',
      door: '#2e4a3a',
      accent: '#e8dcc0',
    },
    photos: { exterior: 2, interior: 1, kitchen: 2, room: 0, bathroom: 1 },
  },
  {
    id: '3107-s-olive-st',
    neighborhood: 'Garfield Park',
    sort: 100,
    beds: 3,
    baths: 1.5,
    sq_footage: 1296,
    street: '3107 S Olive St',
    city: 'Indianapolis',
    is_sold: true,
    pending_sale: false,
    year_sold: 2022,
    full_remodel: false,
    full_renovation: true,
    house: {
      style: 'craftsman',
      siding: 'lap',
      body: '#6f7f91',
      trim: '#f7f5ef',
      roof: '#3a3532',
      door: '#c2562e',
      accent: '#4e5d6c',
    },
    photos: { exterior: 3, interior: 0, kitchen: 0, room: 0, bathroom: 0 },
  },
  {
    id: '1529-n-auburn-st',
    neighborhood: 'Speedway',
    sort: 60,
    beds: 3,
    baths: 1,
    sq_footage: 1050,
    street: '1529 N Auburn St',
    city: 'Speedway',
    is_sold: false,
    pending_sale: true,
    year_sold: null,
    full_remodel: false,
    full_renovation: false,
    house: {
      style: 'ranch',
      siding: 'lap',
      body: '#d9d4c7',
      trim: '#ffffff',
      roof: '#56575b',
      door: '#2f5d50',
      accent: '#3c4a57',
    },
    photos: { exterior: 0, interior: 0, kitchen: 0, room: 0, bathroom: 0 },
  },
  {
    id: '412-s-9th-ave',
    neighborhood: 'Beech Grove',
    sort: 40,
    beds: 3,
    baths: 1.5,
    sq_footage: 1208,
    street: '412 S 9th Ave',
    city: 'Beech Grove',
    is_sold: false,
    pending_sale: false,
    year_sold: null,
    full_remodel: true,
    full_renovation: false,
    house: {
      style: 'ranch',
      siding: 'brick',
      body: '#9a5443',
      trim: '#fbfbf8',
      roof: '#3f4146',
      door: '#2c3e50',
      accent: '#2c3e50',
    },
    photos: { exterior: 1, interior: 2, kitchen: 3, room: 1, bathroom: 2 },
  },
  {
    id: '8637-e-59th-st',
    neighborhood: 'Lawrence',
    sort: 90,
    beds: 3,
    baths: 2,
    sq_footage: 1540,
    street: '8637 E 59th St',
    city: 'Indianapolis',
    is_sold: true,
    pending_sale: false,
    year_sold: 2023,
    full_remodel: false,
    full_renovation: true,
    house: {
      style: 'ranch',
      siding: 'board',
      body: '#a9b8c6',
      trim: '#fbfbf8',
      roof: '#3f4146',
      door: '#b23a32',
      accent: '#2c3e50',
    },
    photos: { exterior: 2, interior: 1, kitchen: 2, room: 2, bathroom: 1 },
  },
  {
    id: '12847-brookshire-pkwy',
    neighborhood: 'Brookshire, Carmel',
    sort: 70,
    beds: 4,
    baths: 3.5,
    sq_footage: 3400,
    street: '12847 Brookshire Pkwy',
    city: 'Carmel',
    is_sold: false,
    pending_sale: false,
    year_sold: null,
    full_remodel: true,
    full_renovation: true,
    house: {
      style: 'colonial',
      siding: 'brick',
      body: '#9c4a3a',
      trim: '#fbfaf6',
      roof: '#2f3136',
      door: '#1c1c1c',
      accent: '#1f2a30',
    },
    photos: { exterior: 2, interior: 4, kitchen: 4, room: 3, bathroom: 2 },
  },
];

const SECTION_SLUG: Record<Section, string> = {
  exterior: 'exterior',
  interior: 'living-room',
  kitchen: 'kitchen',
  room: 'bedroom',
  bathroom: 'bathroom',
};
const SECTIONS: readonly Section[] = ['exterior', 'interior', 'kitchen', 'room', 'bathroom'];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS_DIR = path.join(ROOT, 'public/assets/projects');
const DATA_FILE = path.join(ROOT, 'public/assets/Data/data.json');
const MAX_BYTES = 200 * 1000;
const WEBP_QUALITY = 70;

// ---------------------------------------------------------------------------
// Deterministic randomness and colour helpers
// ---------------------------------------------------------------------------

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32, seeded from a string. */
class Rng {
  private state: number;

  constructor(seed: string) {
    this.state = hashString(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }
}

function mix(a: string, b: string, t: number): string {
  const from = Number.parseInt(a.slice(1), 16);
  const to = Number.parseInt(b.slice(1), 16);
  let out = '#';
  for (const shift of [16, 8, 0]) {
    const x = (from >> shift) & 255;
    const y = (to >> shift) & 255;
    out += Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}
const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
const darken = (color: string, t: number) => mix(color, '#000000', t);

// ---------------------------------------------------------------------------
// A tiny SVG writer
// ---------------------------------------------------------------------------

const W = 1280;
const H = 720;

type Pt = readonly [number, number];
type Attrs = Record<string, string | number | undefined>;
type Stop = readonly [offset: number, color: string, opacity?: number];

const num = (v: number) => String(Math.round(v * 10) / 10);

function el(tag: string, attrs: Attrs, children?: string): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const poly = (points: readonly Pt[], fill: string, extra: Attrs = {}) =>
  el('polygon', {
    points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '),
    fill,
    ...extra,
  });
const pathEl = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
const group = (children: readonly string[], attrs: Attrs = {}) => el('g', attrs, children.join(''));
const place = (x: number, y: number, scale = 1) =>
  `translate(${num(x)} ${num(y)}) scale(${scale.toFixed(4)})`;

/** One path made of separate straight strokes, cheaper than many <line>s. */
function strokes(
  segments: readonly (readonly [Pt, Pt])[],
  stroke: string,
  width: number,
  extra: Attrs = {},
) {
  const d = segments
    .map(([[x1, y1], [x2, y2]]) => `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`)
    .join('');
  return pathEl(d, 'none', { stroke, 'stroke-width': width, ...extra });
}

class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private count = 0;
  private glassFill: string | undefined;
  mirrored = false;

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  private id(): string {
    return `d${this.count++}`;
  }

  linear(stops: readonly Stop[], horizontal = false): string {
    const id = this.id();
    const inner = stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join('');
    this.defs.push(
      el(
        'linearGradient',
        { id, x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 },
        inner,
      ),
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[]): string {
    const id = this.id();
    const inner = stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join('');
    this.defs.push(el('radialGradient', { id }, inner));
    return `url(#${id})`;
  }

  pattern(width: number, height: number, content: readonly string[]): string {
    const id = this.id();
    this.defs.push(
      el('pattern', { id, width, height, patternUnits: 'userSpaceOnUse' }, content.join('')),
    );
    return `url(#${id})`;
  }

  clip(x: number, y: number, w: number, h: number): string {
    const id = this.id();
    this.defs.push(el('clipPath', { id }, rect(x, y, w, h, '#000')));
    return `url(#${id})`;
  }

  /** Window glass seen from outside: sky reflection fading to a dark interior. */
  glass(): string {
    this.glassFill ??= this.linear([
      [0, '#c4d9e6'],
      [0.45, '#7f9db1'],
      [1, '#43596a'],
    ]);
    return this.glassFill;
  }

  toString(): string {
    const vignette = this.radial([
      [0.55, '#000000', 0],
      [1, '#000000', 0.2],
    ]);
    const body = this.mirrored
      ? group(this.body, { transform: `matrix(-1 0 0 1 ${W} 0)` })
      : this.body.join('');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${this.defs.join('')}</defs>${body}` +
      `${el('ellipse', { cx: W / 2, cy: H / 2, rx: W * 0.75, ry: H * 0.8, fill: vignette })}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------
// Shared outdoor pieces
// ---------------------------------------------------------------------------

const SKIES: readonly (readonly [string, string])[] = [
  ['#6fa8dc', '#d4e9f7'],
  ['#7fb3e0', '#e3f0f8'],
  ['#8ab8e2', '#f3e2c8'],
  ['#5d9bd5', '#cfe5f5'],
];
const LEAVES = ['#4f8a3f', '#5c9646', '#3f7a3a', '#6a9f4c'];

function clouds(svg: Svg, rng: Rng, count: number): void {
  for (let i = 0; i < count; i++) {
    const x = rng.range(60, W - 60);
    const y = rng.range(50, 200);
    const s = rng.range(0.7, 1.3);
    svg.add(
      group(
        [
          ellipse(0, 0, 70, 24, '#ffffff'),
          ellipse(-45, 6, 45, 18, '#ffffff'),
          ellipse(40, 4, 52, 20, '#ffffff'),
          ellipse(5, -16, 40, 22, '#ffffff'),
        ],
        { transform: place(x, y, s), opacity: 0.85 },
      ),
    );
  }
}

function treeLine(svg: Svg, rng: Rng, horizon: number): void {
  const parts: string[] = [];
  for (let x = -40; x < W + 60; x += rng.range(50, 100)) {
    const r = rng.range(35, 70);
    parts.push(
      ellipse(x, horizon - r * 0.3, r, r * 0.9, rng.pick(['#7ea474', '#6f9868', '#88ad7c'])),
    );
  }
  svg.add(group(parts, { opacity: 0.9 }));
}

function tree(x: number, base: number, height: number, rng: Rng): string {
  const parts: string[] = [];
  const trunk = height * 0.08;
  if (rng.chance(0.25)) {
    // Evergreen.
    parts.push(rect(x - trunk / 2, base - height * 0.15, trunk, height * 0.15, '#5b4330'));
    const green = rng.pick(['#2f6b45', '#3a7550', '#2d5f40']);
    for (let i = 0; i < 3; i++) {
      const top = base - height * (1 - i * 0.22);
      const bottom = base - height * (0.1 + (2 - i) * 0.18);
      const half = height * (0.18 + i * 0.08);
      parts.push(
        poly(
          [
            [x, top],
            [x + half, bottom],
            [x - half, bottom],
          ],
          i % 2 ? lighten(green, 0.08) : green,
        ),
      );
    }
    return parts.join('');
  }
  parts.push(
    poly(
      [
        [x - trunk / 2, base],
        [x + trunk / 2, base],
        [x + trunk * 0.3, base - height * 0.6],
        [x - trunk * 0.3, base - height * 0.6],
      ],
      '#6b4f3a',
    ),
  );
  const cx = x;
  const cy = base - height * 0.68;
  const r = height * 0.3;
  const dark = rng.pick(LEAVES);
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + rng.range(0, 0.5);
    parts.push(
      circle(
        cx + Math.cos(a) * r * 0.6,
        cy + Math.sin(a) * r * 0.45,
        r * rng.range(0.5, 0.7),
        dark,
      ),
    );
  }
  parts.push(circle(cx, cy, r * 0.7, dark));
  for (let i = 0; i < 4; i++) {
    parts.push(
      circle(
        cx + rng.range(-r * 0.6, r * 0.2),
        cy + rng.range(-r * 0.6, 0),
        r * rng.range(0.3, 0.45),
        lighten(dark, 0.15),
      ),
    );
  }
  return parts.join('');
}

function bush(x: number, y: number, r: number, color: string, flowers?: string): string {
  const parts = [
    circle(x - r * 0.7, y - r * 0.45, r * 0.75, darken(color, 0.08)),
    circle(x + r * 0.7, y - r * 0.45, r * 0.75, darken(color, 0.08)),
    circle(x, y - r * 0.75, r, color),
    circle(x - r * 0.25, y - r, r * 0.45, lighten(color, 0.12)),
  ];
  if (flowers) {
    for (const [dx, dy] of [
      [-0.6, -0.6],
      [0.1, -1.3],
      [0.6, -0.7],
      [-0.1, -0.5],
      [0.9, -0.3],
      [-0.9, -0.2],
    ] as const) {
      parts.push(circle(x + dx * r, y + dy * r, r * 0.1, flowers));
    }
  }
  return parts.join('');
}

// ---------------------------------------------------------------------------
// Houses, drawn around (0, 0) = centre of the front wall at ground level
// ---------------------------------------------------------------------------

const DIMS: Record<HouseStyle, { w: number; h: number }> = {
  ranch: { w: 840, h: 175 },
  bungalow: { w: 560, h: 205 },
  craftsman: { w: 560, h: 260 },
  colonial: { w: 740, h: 345 },
  'shotgun-double': { w: 460, h: 240 },
};

interface HouseDrawing {
  parts: string[];
  /** x of the front door's centre. */
  doorX: number;
  /** Height of the porch or stoop floor the door stands on. */
  doorBase: number;
  /** An x range with no foundation shrubs (in front of a garage). */
  noBushes?: readonly [number, number];
}

function sidingFill(svg: Svg, look: HouseLook, shade = 0): string {
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

function roofFill(svg: Svg, roof: string): string {
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

type Grid = 'none' | 'sash' | 'craftsman' | 'colonial' | 'triple';

function houseWindow(
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

function houseDoor(
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

function railing(
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

function steps(cx: number, top: number, w: number, count: number, color: string): string {
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

const CONCRETE = '#c9c4ba';
const PORCH_FLOOR = '#9d968c';

function houseFront(svg: Svg, look: HouseLook): HouseDrawing {
  const { w, h } = DIMS[look.style];
  const parts: string[] = [];
  const roof = roofFill(svg, look.roof);
  const foundation = (y = 0) => rect(-w / 2 - 4, y - 14, w + 8, 14, '#8f8a82');
  switch (look.style) {
    case 'ranch': {
      parts.push(rect(-w / 2, -h, w, h, sidingFill(svg, look)), foundation());
      parts.push(
        poly(
          [
            [-w / 2 - 35, -h + 8],
            [w / 2 + 35, -h + 8],
            [w / 2 - 150, -h - 95],
            [-w / 2 + 150, -h - 95],
          ],
          roof,
        ),
      );
      parts.push(rect(-w / 2 - 35, -h, w + 70, 12, look.trim));
      // Garage on the right.
      const gx = w / 2 - 280;
      parts.push(rect(gx - 10, -150, 260, 150, look.trim), rect(gx, -140, 240, 140, '#f1efe9'));
      const panels: string[] = [];
      for (let r = 0; r < 4; r++) {
        for (let c = 0; c < 4; c++) {
          panels.push(
            rect(gx + 8 + c * 58, -134 + r * 34, 50, 26, 'none', {
              stroke: '#cfcac0',
              'stroke-width': 2.5,
            }),
          );
        }
      }
      parts.push(...panels);
      const doorX = gx - 70;
      parts.push(rect(doorX - 80, -14, 160, 14, CONCRETE));
      parts.push(houseDoor(svg, doorX - 42, -164, 84, 150, look, true));
      parts.push(houseWindow(svg, -w / 2 + 60, -140, 180, 92, look, 'triple', true));
      parts.push(houseWindow(svg, -90, -135, 80, 82, look, 'sash'));
      return { parts, doorX, doorBase: -14, noBushes: [gx - 20, w / 2] };
    }
    case 'bungalow': {
      parts.push(rect(-w / 2, -h, w, h, sidingFill(svg, look, 0.08)), foundation());
      parts.push(
        poly(
          [
            [-w / 2 - 45, -172],
            [w / 2 + 45, -172],
            [w / 2 - 50, -345],
            [-w / 2 + 50, -345],
          ],
          roof,
        ),
      );
      parts.push(rect(-w / 2 - 45, -184, w + 90, 14, look.trim));
      parts.push(rect(-95, -335, 190, 100, sidingFill(svg, look)));
      parts.push(
        poly(
          [
            [-115, -322],
            [115, -322],
            [100, -352],
            [-100, -352],
          ],
          roof,
        ),
      );
      parts.push(
        houseWindow(svg, -70, -310, 60, 50, look, 'none'),
        houseWindow(svg, 10, -310, 60, 50, look, 'none'),
      );
      parts.push(
        rect(-w / 2 - 10, -30, w + 20, 30, PORCH_FLOOR),
        rect(-w / 2 - 10, -30, w + 20, 4, lighten(PORCH_FLOOR, 0.25)),
      );
      const doorX = 22;
      parts.push(houseDoor(svg, doorX - 42, -168, 84, 138, look, true));
      parts.push(houseWindow(svg, -w / 2 + 45, -155, 125, 95, look, 'craftsman'));
      parts.push(houseWindow(svg, w / 2 - 170, -155, 125, 95, look, 'craftsman'));
      const cols = [-w / 2 - 5, -w / 6 - 10, w / 6 - 10, w / 2 - 25];
      for (const cx of cols) {
        parts.push(
          rect(cx, -172, 30, 142, look.trim),
          rect(cx - 4, -46, 38, 16, darken(look.trim, 0.05)),
        );
      }
      const [c0 = 0, c1 = 0, c2 = 0, c3 = 0] = cols;
      parts.push(
        railing(c0 + 30, c1, -92, -30, look.trim, svg),
        railing(c2 + 30, c3, -92, -30, look.trim, svg),
      );
      parts.push(steps(doorX, -30, 120, 3, CONCRETE));
      return { parts, doorX, doorBase: -30 };
    }
    case 'craftsman': {
      parts.push(rect(-w / 2, -h, w, h, sidingFill(svg, look)), foundation());
      parts.push(
        poly(
          [
            [-w / 2 - 50, -h + 8],
            [w / 2 + 50, -h + 8],
            [0, -h - 215],
          ],
          roof,
        ),
      );
      parts.push(
        poly(
          [
            [-w / 2 + 14, -h],
            [w / 2 - 14, -h],
            [0, -h - 182],
          ],
          shingleFill(svg, look.accent),
        ),
      );
      parts.push(rect(-w / 2 - 12, -h - 4, w + 24, 14, look.trim));
      for (const wx of [-80, -22, 36])
        parts.push(houseWindow(svg, wx, -h - 100, 44, 52, look, 'none'));
      parts.push(
        poly(
          [
            [-w / 2 - 8, -h + 10],
            [-w / 2 + 30, -h + 10],
            [-w / 2 - 8, -h + 48],
          ],
          look.trim,
        ),
      );
      parts.push(
        poly(
          [
            [w / 2 + 8, -h + 10],
            [w / 2 - 30, -h + 10],
            [w / 2 + 8, -h + 48],
          ],
          look.trim,
        ),
      );
      parts.push(
        rect(-w / 2 - 15, -30, w + 30, 30, PORCH_FLOOR),
        rect(-w / 2 - 15, -30, w + 30, 4, lighten(PORCH_FLOOR, 0.25)),
      );
      const doorX = 100;
      parts.push(houseDoor(svg, doorX - 42, -156, 84, 126, look, true));
      parts.push(houseWindow(svg, -240, -150, 175, 96, look, 'craftsman'));
      parts.push(
        poly(
          [
            [-w / 2 - 30, -175],
            [w / 2 + 30, -175],
            [w / 2 + 8, -212],
            [-w / 2 - 8, -212],
          ],
          roof,
        ),
      );
      parts.push(rect(-w / 2 - 25, -176, w + 50, 16, look.trim));
      const stone = svg.pattern(30, 20, [
        rect(0, 0, 30, 20, '#8d8478'),
        rect(2, 2, 26, 7, '#9c9387'),
        rect(-13, 12, 26, 7, '#a39a8e'),
        rect(17, 12, 26, 7, '#958c80'),
      ]);
      for (const px of [-w / 2 - 10, -20, w / 2 - 34]) {
        parts.push(
          rect(px, -98, 46, 68, stone),
          rect(px - 4, -104, 54, 8, darken(look.trim, 0.08)),
        );
        parts.push(
          poly(
            [
              [px + 5, -104],
              [px + 41, -104],
              [px + 33, -160],
              [px + 13, -160],
            ],
            look.trim,
          ),
        );
      }
      parts.push(railing(-w / 2 + 36, -20, -86, -30, look.trim, svg));
      parts.push(steps(doorX, -30, 120, 3, CONCRETE));
      return { parts, doorX, doorBase: -30 };
    }
    case 'colonial': {
      parts.push(
        rect(w / 2 - 150, -h - 180, 54, 120, '#8b4a3c'),
        rect(w / 2 - 156, -h - 188, 66, 12, '#6e3a30'),
      );
      parts.push(rect(-w / 2, -h, w, h, sidingFill(svg, look)), foundation());
      parts.push(rect(-w / 2, -h, 8, h, look.trim), rect(w / 2 - 8, -h, 8, h, look.trim));
      parts.push(
        poly(
          [
            [-w / 2 - 25, -h + 4],
            [w / 2 + 25, -h + 4],
            [w / 2 - 45, -h - 125],
            [-w / 2 + 45, -h - 125],
          ],
          roof,
        ),
      );
      parts.push(rect(-w / 2 - 25, -h - 6, w + 50, 16, look.trim));
      for (const cx of [-290, -145, 0, 145, 290])
        parts.push(houseWindow(svg, cx - 32, -322, 64, 100, look, 'colonial', true));
      for (const cx of [-290, -145, 145, 290])
        parts.push(houseWindow(svg, cx - 32, -162, 64, 122, look, 'colonial', true));
      // Door with pilasters and a flat crown, and a lantern each side.
      parts.push(rect(-100, -24, 200, 24, CONCRETE));
      parts.push(houseDoor(svg, -42, -180, 84, 156, look, false));
      parts.push(rect(-64, -180, 14, 156, look.trim), rect(50, -180, 14, 156, look.trim));
      parts.push(
        rect(-72, -196, 144, 16, look.trim),
        rect(-80, -204, 160, 8, darken(look.trim, 0.06)),
      );
      for (const lx of [-84, 84])
        parts.push(rect(lx - 7, -140, 14, 26, '#2b2b2b'), rect(lx - 5, -136, 10, 16, '#f6e3a4'));
      parts.push(steps(0, -24, 150, 2, CONCRETE));
      return { parts, doorX: 0, doorBase: -24 };
    }
    case 'shotgun-double': {
      parts.push(rect(-w / 2, -h, w, h, sidingFill(svg, look)), foundation());
      parts.push(
        poly(
          [
            [-w / 2 - 30, -h + 6],
            [w / 2 + 30, -h + 6],
            [0, -h - 200],
          ],
          roof,
        ),
      );
      parts.push(
        poly(
          [
            [-w / 2 + 12, -h],
            [w / 2 - 12, -h],
            [0, -h - 170],
          ],
          shingleFill(svg, look.accent),
        ),
      );
      parts.push(rect(-w / 2 - 10, -h - 4, w + 20, 12, look.trim));
      parts.push(houseWindow(svg, -32, -h - 95, 64, 50, look, 'sash'));
      parts.push(
        rect(-w / 2 - 12, -32, w + 24, 32, '#8f9aa1'),
        rect(-w / 2 - 12, -32, w + 24, 4, '#b5bec3'),
      );
      parts.push(
        houseDoor(svg, -118, -166, 72, 134, look, true),
        houseDoor(svg, 46, -166, 72, 134, look, true),
      );
      parts.push(houseWindow(svg, -w / 2 + 24, -158, 62, 116, look, 'sash'));
      parts.push(houseWindow(svg, w / 2 - 86, -158, 62, 116, look, 'sash'));
      parts.push(
        poly(
          [
            [-w / 2 - 25, -176],
            [w / 2 + 25, -176],
            [w / 2, -214],
            [-w / 2, -214],
          ],
          roof,
        ),
      );
      parts.push(rect(-w / 2 - 20, -178, w + 40, 14, look.trim));
      for (const cx of [-w / 2 - 4, -9, w / 2 - 14]) {
        parts.push(rect(cx, -166, 18, 134, look.trim));
        parts.push(
          poly(
            [
              [cx - 14, -164],
              [cx + 32, -164],
              [cx + 9, -144],
            ],
            look.trim,
          ),
        );
      }
      parts.push(
        railing(-w / 2 + 14, -128, -94, -32, look.trim, svg),
        railing(128, w / 2 - 14, -94, -32, look.trim, svg),
      );
      parts.push(steps(-82, -32, 84, 2, CONCRETE), steps(82, -32, 84, 2, CONCRETE));
      return { parts, doorX: -82, doorBase: -32 };
    }
  }
}

/** The back of the same house: simpler openings, a deck and a patio umbrella. */
function houseRear(svg: Svg, look: HouseLook, rng: Rng): string[] {
  const { w, h } = DIMS[look.style];
  const parts: string[] = [];
  const roof = roofFill(svg, look.roof);
  if (look.style === 'colonial') {
    parts.push(rect(-w / 2 + 96, -h - 180, 54, 120, '#8b4a3c'));
  }
  parts.push(
    rect(-w / 2, -h, w, h, sidingFill(svg, look)),
    rect(-w / 2 - 4, -14, w + 8, 14, '#8f8a82'),
  );
  if (look.style === 'craftsman' || look.style === 'shotgun-double') {
    parts.push(
      poly(
        [
          [-w / 2 - 40, -h + 8],
          [w / 2 + 40, -h + 8],
          [0, -h - 205],
        ],
        roof,
      ),
    );
    parts.push(
      poly(
        [
          [-w / 2 + 14, -h],
          [w / 2 - 14, -h],
          [0, -h - 175],
        ],
        shingleFill(svg, look.accent),
      ),
    );
    parts.push(houseWindow(svg, -30, -h - 95, 60, 50, look, 'none'));
  } else {
    const top = look.style === 'ranch' ? 95 : look.style === 'bungalow' ? 165 : 125;
    const inset = look.style === 'ranch' ? 150 : 50;
    parts.push(
      poly(
        [
          [-w / 2 - 30, -h + 6],
          [w / 2 + 30, -h + 6],
          [w / 2 - inset, -h - top],
          [-w / 2 + inset, -h - top],
        ],
        roof,
      ),
    );
  }
  parts.push(rect(-w / 2 - 30, -h - 4, w + 60, 12, look.trim));
  if (look.style === 'colonial') {
    for (const cx of [-260, -90, 90, 260])
      parts.push(houseWindow(svg, cx - 36, -h + 30, 72, 105, look, 'colonial'));
  }
  const deckTop = -40;
  const deckX = -w / 2 + 40;
  const deckW = Math.min(400, w * 0.55);
  // Back door on the deck, then windows left to right wherever they fit.
  parts.push(houseDoor(svg, deckX + 60, deckTop - 150, 84, 150, look, true));
  const lastX = w / 2 - 160;
  let nextX = deckX + 170;
  if (nextX + 100 + 40 < lastX) {
    parts.push(houseWindow(svg, nextX, -170, 100, 92, look, 'sash'));
    nextX += 140;
  }
  if (nextX + 84 + 40 < lastX) parts.push(houseWindow(svg, nextX, -165, 84, 64, look, 'none'));
  parts.push(houseWindow(svg, lastX, -175, 120, 100, look, 'sash'));
  // Deck.
  const wood = '#9b6b45';
  const boards = svg.pattern(40, 12, [
    rect(0, 0, 40, 12, wood),
    rect(0, 10, 40, 2, darken(wood, 0.25)),
  ]);
  parts.push(rect(deckX - 20, deckTop, deckW + 40, -deckTop, boards));
  parts.push(rect(deckX - 20, deckTop, deckW + 40, 6, lighten(wood, 0.2)));
  const railTop = deckTop - 78;
  for (let px = deckX - 20; px <= deckX + deckW + 20; px += (deckW + 40) / 4) {
    parts.push(rect(px - 5, railTop, 10, 78, darken(wood, 0.1)));
  }
  parts.push(railing(deckX - 20, deckX + deckW + 20, railTop, deckTop, lighten(wood, 0.05), svg));
  // Patio umbrella and table.
  const ux = deckX + deckW * 0.72;
  const canopy = rng.pick(['#2f6f8f', '#c4553a', '#e2b04a', '#3b6b4f']);
  parts.push(rect(ux - 3, railTop - 110, 6, 130, '#444444'));
  parts.push(
    pathEl(
      `M${ux - 120} ${railTop - 100}Q${ux} ${railTop - 175} ${ux + 120} ${railTop - 100}Z`,
      canopy,
    ),
  );
  parts.push(
    strokes(
      [
        [
          [ux, railTop - 140],
          [ux - 60, railTop - 100],
        ],
        [
          [ux, railTop - 140],
          [ux + 60, railTop - 100],
        ],
      ],
      darken(canopy, 0.2),
      3,
    ),
  );
  parts.push(ellipse(ux, railTop + 8, 70, 9, '#3b3b3b'));
  if (deckW >= 350) {
    // Grill.
    const gx = deckX + deckW * 0.45;
    parts.push(rect(gx - 30, railTop - 20, 60, 40, '#2f2f31', { rx: 12 }));
    parts.push(rect(gx - 3, railTop - 34, 6, 14, '#2f2f31'));
  }
  return parts;
}

function neighbourHouse(color: string): string {
  return [
    rect(-230, -230, 460, 230, color),
    poly(
      [
        [-260, -224],
        [260, -224],
        [0, -400],
      ],
      '#4b4d52',
    ),
    poly(
      [
        [-215, -230],
        [215, -230],
        [0, -370],
      ],
      lighten(color, 0.1),
    ),
    rect(-150, -170, 90, 110, '#6d8799', { stroke: '#f5f3ee', 'stroke-width': 10 }),
    rect(60, -170, 90, 110, '#6d8799', { stroke: '#f5f3ee', 'stroke-width': 10 }),
  ].join('');
}

type ExteriorView = 'front' | 'street' | 'rear' | 'porch';
const EXTERIOR_VIEWS: readonly ExteriorView[] = ['street', 'rear', 'porch'];

function renderExterior(p: ProjectSpec, view: ExteriorView, rng: Rng): Svg {
  const svg = new Svg();
  const look = p.house;
  // The house's own asymmetry is fixed per project, so every shot shows the same house.
  const houseRng = new Rng(`${p.id}/house`);
  const flip = houseRng.chance(0.5) ? -1 : 1;
  const [skyTop, skyBottom] = rng.pick(SKIES);
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.linear([
        [0, skyTop],
        [0.7, skyBottom],
      ]),
    ),
  );
  if (rng.chance(0.5)) {
    svg.add(
      circle(
        rng.range(150, W - 150),
        rng.range(70, 140),
        170,
        svg.radial([
          [0, '#fff6d8', 0.9],
          [1, '#fff6d8', 0],
        ]),
      ),
    );
  }
  clouds(svg, rng, rng.int(2, 4));
  const horizon = view === 'rear' ? 470 : 445;
  treeLine(svg, rng, horizon);
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.linear([
        [0, '#8dbf6b'],
        [1, '#5b9646'],
      ]),
    ),
  );

  const drawing = houseFront(svg, look);
  const { w } = DIMS[look.style];
  const bushColor = rng.pick(['#4c8a45', '#3f7d43', '#5a9a4a']);
  const flowers = rng.pick(['#f2f2f2', '#e88aa8', '#f1c84b', '#d8574f']);
  const foundationBushes = (doorX: number) => {
    const out: string[] = [];
    const [skipFrom, skipTo] = drawing.noBushes ?? [0, 0];
    for (let x = -w / 2 + 30; x < w / 2 - 20; x += rng.range(55, 80)) {
      if (Math.abs(x - doorX) < 95 || (x > skipFrom && x < skipTo)) continue;
      out.push(bush(x, 6, rng.range(22, 32), bushColor, rng.chance(0.4) ? flowers : undefined));
    }
    return out;
  };
  const sidewalk = (top: number) => {
    svg.add(
      rect(0, top, W, 38, '#d8d4cc'),
      rect(0, top + 38, W, 8, '#bfbab1'),
      rect(0, top + 46, W, H, '#65686d'),
    );
    const joints: [Pt, Pt][] = [];
    for (let x = rng.range(0, 90); x < W; x += 90)
      joints.push([
        [x, top],
        [x - 6, top + 38],
      ]);
    svg.add(strokes(joints, '#b9b4ab', 2));
  };

  if (view === 'front' || view === 'street') {
    const scale = view === 'front' ? 1 : 0.68;
    const side = rng.chance(0.5) ? -1 : 1;
    const cx = view === 'front' ? 640 + rng.range(-40, 40) : 640 + side * 235;
    const base = view === 'front' ? 565 : 535;
    const walkTop = view === 'front' ? 628 : 640;
    const houseX = (x: number) => cx + flip * x * scale;
    // A tree behind the house.
    const behindX = houseX((w / 2 + rng.range(20, 80)) * (rng.chance(0.5) ? 1 : -1));
    svg.add(tree(behindX, base - 10, rng.range(330, 420) * scale, rng));
    if (view === 'street') {
      const nx = 640 - side * 560;
      svg.add(
        group([neighbourHouse(rng.pick(['#d8d2c4', '#b7c4cc', '#c9b8a0']))], {
          transform: place(nx, base, 0.62),
        }),
      );
    }
    // Driveway beside the house.
    if (look.style === 'ranch') {
      const g1 = houseX(w / 2 - 300);
      const g2 = houseX(w / 2 - 30);
      const [a, b] = g1 < g2 ? [g1, g2] : [g2, g1];
      svg.add(
        poly(
          [
            [a, base],
            [b, base],
            [b + 30 * scale, walkTop],
            [a - 30 * scale, walkTop],
          ],
          CONCRETE,
        ),
      );
    }
    const dx = houseX(drawing.doorX);
    svg.add(
      poly(
        [
          [dx - 34 * scale, base],
          [dx + 34 * scale, base],
          [dx + 50 * scale, walkTop],
          [dx - 50 * scale, walkTop],
        ],
        CONCRETE,
      ),
    );
    svg.add(
      group([...drawing.parts], {
        transform: `translate(${num(cx)} ${base}) scale(${(flip * scale).toFixed(3)} ${scale.toFixed(3)})`,
      }),
    );
    svg.add(
      group(foundationBushes(drawing.doorX), {
        transform: `translate(${num(cx)} ${base}) scale(${(flip * scale).toFixed(3)} ${scale.toFixed(3)})`,
      }),
    );
    sidewalk(walkTop);
    if (view === 'front') {
      const fx = rng.chance(0.5) ? rng.range(40, 120) : rng.range(W - 120, W - 40);
      if (rng.chance(0.6)) svg.add(tree(fx, 660, rng.range(420, 520), rng));
    } else {
      svg.add(tree(640 - side * 150, 690, 560, rng));
    }
    return svg;
  }

  if (view === 'rear') {
    const cx = 640 + rng.range(-60, 60);
    const base = 575;
    const scale = look.style === 'ranch' ? 0.95 : 1;
    const fence = svg.pattern(24, 100, [
      rect(0, 0, 24, 100, '#b8905f'),
      rect(21, 0, 3, 100, '#8d6b45'),
    ]);
    svg.add(rect(0, horizon - 10, W, 100, fence), rect(0, horizon - 14, W, 6, '#8d6b45'));
    svg.add(tree(rng.chance(0.5) ? 150 : W - 150, horizon + 40, 360, rng));
    svg.add(
      group(houseRear(svg, look, rng), {
        transform: `translate(${num(cx)} ${base}) scale(${(flip * scale).toFixed(3)} ${scale})`,
      }),
    );
    svg.add(ellipse(cx + rng.range(-300, 300), 660, 160, 22, '#7fb060', { opacity: 0.6 }));
    for (let i = 0; i < 5; i++)
      svg.add(bush(rng.range(0, W), 700 + rng.range(0, 30), rng.range(30, 45), bushColor));
    return svg;
  }

  // Porch close-up: the same front, scaled up around the door.
  const scale = look.style === 'colonial' ? 1.55 : 1.75;
  const base = 700;
  const cx = 640 - flip * drawing.doorX * scale + rng.range(-60, 60);
  const pots: string[] = [];
  const potColor = rng.pick(['#b5653e', '#2f3a45', '#e8e2d6']);
  for (const side of [-1, 1]) {
    const px = drawing.doorX + side * 95;
    const py = drawing.doorBase;
    pots.push(
      poly(
        [
          [px - 22, py - 46],
          [px + 22, py - 46],
          [px + 16, py],
          [px - 16, py],
        ],
        potColor,
      ),
    );
    pots.push(bush(px, py - 40, 26, '#4a8c46', flowers));
  }
  svg.add(
    group([...drawing.parts, ...foundationBushes(drawing.doorX), ...pots], {
      transform: `translate(${num(cx)} ${base}) scale(${(flip * scale).toFixed(3)} ${scale})`,
    }),
  );
  svg.add(rect(0, base, W, H - base, '#6aa152'));
  const dx = cx + flip * drawing.doorX * scale;
  svg.add(
    poly(
      [
        [dx - 70, base],
        [dx + 70, base],
        [dx + 110, H],
        [dx - 110, H],
      ],
      CONCRETE,
    ),
  );
  return svg;
}

// ---------------------------------------------------------------------------
// Rooms: one-point perspective. Room coordinates span the picture plane
// (x 0..1280, y 0 = ceiling .. 720 = floor); d is the distance out from the back wall.
// ---------------------------------------------------------------------------

const FOCAL = 1000;

interface Box {
  x1: number;
  x2: number;
  y1: number;
  y2: number;
  d1: number;
  d2: number;
}
interface BoxColors {
  front: string;
  top?: string;
  side?: string;
  bottom?: string;
}

class Room {
  readonly zBack: number;
  readonly depth: number;

  constructor(
    readonly vx: number,
    readonly vy: number,
    k: number,
  ) {
    this.zBack = FOCAL / k;
    this.depth = this.zBack - FOCAL;
  }

  s(d: number): number {
    return FOCAL / (this.zBack - d);
  }

  p(d: number, x: number, y: number): Pt {
    const s = this.s(d);
    return [this.vx + (x - this.vx) * s, this.vy + (y - this.vy) * s];
  }

  /** Content drawn in room coordinates on the plane d out from the back wall. */
  plane(d: number, children: readonly string[]): string {
    const s = this.s(d);
    return group(children, { transform: place(this.vx * (1 - s), this.vy * (1 - s), s) });
  }

  /** A horizontal quad at height y. */
  flat(
    x1: number,
    x2: number,
    d1: number,
    d2: number,
    y: number,
    fill: string,
    extra: Attrs = {},
  ): string {
    return poly(
      [this.p(d1, x1, y), this.p(d1, x2, y), this.p(d2, x2, y), this.p(d2, x1, y)],
      fill,
      extra,
    );
  }

  /** A quad in the side-wall plane at x. */
  side(
    x: number,
    d1: number,
    d2: number,
    y1: number,
    y2: number,
    fill: string,
    extra: Attrs = {},
  ): string {
    return poly(
      [this.p(d1, x, y1), this.p(d2, x, y1), this.p(d2, x, y2), this.p(d1, x, y2)],
      fill,
      extra,
    );
  }

  box(b: Box, c: BoxColors): string[] {
    const out: string[] = [];
    const side = c.side ?? darken(c.front, 0.16);
    if (b.x2 < this.vx) out.push(this.side(b.x2, b.d1, b.d2, b.y1, b.y2, side));
    if (b.x1 > this.vx) out.push(this.side(b.x1, b.d1, b.d2, b.y1, b.y2, side));
    if (b.y1 > this.vy)
      out.push(this.flat(b.x1, b.x2, b.d1, b.d2, b.y1, c.top ?? lighten(c.front, 0.12)));
    if (b.y2 < this.vy)
      out.push(this.flat(b.x1, b.x2, b.d1, b.d2, b.y2, c.bottom ?? darken(c.front, 0.22)));
    out.push(
      poly(
        [
          this.p(b.d2, b.x1, b.y1),
          this.p(b.d2, b.x2, b.y1),
          this.p(b.d2, b.x2, b.y2),
          this.p(b.d2, b.x1, b.y2),
        ],
        c.front,
      ),
    );
    return out;
  }

  /** An ellipse lying flat at height y, centred on (cx, cd). */
  hEllipse(
    cx: number,
    cd: number,
    rx: number,
    rd: number,
    y: number,
    fill: string,
    extra: Attrs = {},
  ): string {
    const pts: Pt[] = [];
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      pts.push(this.p(cd + Math.sin(a) * rd, cx + Math.cos(a) * rx, y));
    }
    return poly(pts, fill, extra);
  }
}

interface FloorSpec {
  kind: 'planks' | 'tile' | 'checker' | 'carpet';
  color: string;
  color2: string;
  size: number;
}

interface Finish {
  wall: string;
  trim: string;
  ceiling: string;
  floor: FloorSpec;
  cabinet: string;
  island: string;
  counter: string;
  backsplash: string;
  fabric: string;
  accent: string;
  wood: string;
  metal: string;
  vanity: string;
  tile: string;
}

const WALLS = [
  '#efe9df',
  '#e7e3da',
  '#dde4da',
  '#e2e7ea',
  '#f2ede4',
  '#e9e0d2',
  '#dbe1e6',
  '#ece4da',
];
const WOOD_FLOORS = ['#c49a6c', '#b0825a', '#8b6a4f', '#b7aa9b', '#d0b08a', '#a98b6d'];
const CABINETS = ['#f4f2ee', '#2f4858', '#8a9a82', '#55606b', '#b98d5f', '#dcd7cd', '#f0ede6'];
const COUNTERS = ['#f3f1ec', '#e6e2db', '#3a3a3c', '#c79a6b', '#ecebe8'];
const BACKSPLASHES = ['#f7f6f2', '#dfe8ec', '#e9dfd0', '#cfdcd5', '#f0ede6', '#d9dee4'];
const FABRICS = [
  '#7b8c99',
  '#b8a58f',
  '#4f6d7a',
  '#8a9a7b',
  '#c9c1b4',
  '#5b6470',
  '#a26b57',
  '#d5cdbf',
];
const ACCENTS = ['#d9772b', '#c05a4a', '#2f6f8f', '#e0b04a', '#6b8f71', '#9b5d86', '#1b3a5c'];
const WOODS = ['#8b5e3c', '#a0714a', '#6e4b33', '#c09468', '#3f3a36'];
const METALS = ['#c7ccd1', '#2b2b2b', '#c2a15a'];
const TILES = ['#f4f4f1', '#dde8ec', '#e9e4da', '#cddbd4', '#e2e6ea', '#f1ebe1'];
const VANITIES = ['#2f4858', '#f4f2ee', '#8a9a82', '#7a5a3e', '#55606b', '#3f5f6f'];

function projectFinish(id: string): Finish {
  const r = new Rng(`${id}/finish`);
  const cabinet = r.pick(CABINETS);
  const floorKind = r.chance(0.8) ? 'planks' : 'carpet';
  const floorColor =
    floorKind === 'planks' ? r.pick(WOOD_FLOORS) : r.pick(['#c8bba8', '#b9b2a7', '#cfc4b3']);
  return {
    wall: r.pick(WALLS),
    trim: '#f9f8f4',
    ceiling: '#f7f6f2',
    floor: { kind: floorKind, color: floorColor, color2: floorColor, size: 64 },
    cabinet,
    island: r.chance(0.5) ? cabinet : r.pick(CABINETS),
    counter: r.pick(COUNTERS),
    backsplash: r.pick(BACKSPLASHES),
    fabric: r.pick(FABRICS),
    accent: r.pick(ACCENTS),
    wood: r.pick(WOODS),
    metal: r.pick(METALS),
    vanity: r.pick(VANITIES),
    tile: r.pick(TILES),
  };
}

function drawFloor(svg: Svg, room: Room, spec: FloorSpec, rng: Rng): void {
  const { depth } = room;
  svg.add(room.flat(0, W, 0, depth, H, spec.color));
  if (spec.kind === 'planks') {
    const lines: [Pt, Pt][] = [];
    const tones: string[] = [];
    for (let x = 0; x <= W; x += spec.size) {
      lines.push([room.p(0, x, H), room.p(depth, x, H)]);
      if (rng.chance(0.35)) {
        tones.push(
          room.flat(
            x,
            x + spec.size,
            0,
            depth,
            H,
            rng.chance(0.5) ? lighten(spec.color, 0.08) : darken(spec.color, 0.07),
          ),
        );
      }
      let d = rng.range(20, 200);
      while (d < depth) {
        lines.push([room.p(d, x, H), room.p(d, x + spec.size, H)]);
        d += rng.range(220, 420);
      }
    }
    svg.add(...tones, strokes(lines, darken(spec.color, 0.22), 1.5, { opacity: 0.7 }));
  } else if (spec.kind === 'tile' || spec.kind === 'checker') {
    const lines: [Pt, Pt][] = [];
    const dark: string[] = [];
    for (let x = 0, i = 0; x <= W; x += spec.size, i++) {
      lines.push([room.p(0, x, H), room.p(depth, x, H)]);
      if (spec.kind === 'checker') {
        for (let d = 0, j = 0; d < depth; d += spec.size, j++) {
          if ((i + j) % 2)
            dark.push(
              room.flat(x, x + spec.size, d, Math.min(depth, d + spec.size), H, spec.color2),
            );
        }
      }
    }
    for (let d = spec.size; d < depth; d += spec.size)
      lines.push([room.p(d, 0, H), room.p(d, W, H)]);
    svg.add(
      ...dark,
      strokes(lines, spec.kind === 'checker' ? '#9a9a96' : darken(spec.color, 0.18), 1.6),
    );
  }
  svg.add(
    room.flat(
      0,
      W,
      0,
      depth,
      H,
      svg.linear([
        [0, '#000000', 0.12],
        [1, '#ffffff', 0.06],
      ]),
      {},
    ),
  );
}

function shell(
  svg: Svg,
  room: Room,
  wall: string,
  finish: Finish,
  floor: FloorSpec,
  rng: Rng,
): void {
  const { depth } = room;
  svg.add(poly([[0, 0], [W, 0], room.p(0, W, 0), room.p(0, 0, 0)], finish.ceiling));
  svg.add(room.side(0, 0, depth, 0, H, darken(wall, 0.06)));
  svg.add(room.side(W, 0, depth, 0, H, darken(wall, 0.12)));
  svg.add(
    room.plane(0, [
      rect(0, 0, W, H, wall),
      rect(
        0,
        0,
        W,
        H,
        svg.linear([
          [0, '#ffffff', 0.12],
          [1, '#000000', 0.06],
        ]),
      ),
    ]),
  );
  drawFloor(svg, room, floor, rng);
  svg.add(room.plane(0, [rect(0, H - 26, W, 26, finish.trim), rect(0, 0, W, 14, finish.trim)]));
  svg.add(
    room.side(0, 0, depth, H - 26, H, darken(finish.trim, 0.05)),
    room.side(W, 0, depth, H - 26, H, darken(finish.trim, 0.1)),
  );
  svg.add(
    room.side(0, 0, depth, 0, 14, darken(finish.trim, 0.04)),
    room.side(W, 0, depth, 0, 14, darken(finish.trim, 0.08)),
  );
}

/** A window in the back wall, in room coordinates, with trees and sky outside. */
function roomWindow(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  trim: string,
  rng: Rng,
  panes: number,
  curtain?: string,
): string[] {
  const out: string[] = [rect(x - 18, y - 18, w + 36, h + 36, trim)];
  const view = [
    rect(
      x,
      y,
      w,
      h,
      svg.linear([
        [0, '#8fc0e6'],
        [1, '#e4f1f8'],
      ]),
    ),
  ];
  for (let i = 0; i < 5; i++) {
    view.push(
      circle(
        x + rng.range(0, w),
        y + h * rng.range(0.6, 0.95),
        rng.range(35, 80),
        rng.pick(['#8fb47a', '#7aa46a', '#a3c28c']),
      ),
    );
  }
  view.push(rect(x, y + h * 0.88, w, h * 0.12, '#9cc17f'));
  out.push(group(view, { 'clip-path': svg.clip(x, y, w, h) }));
  out.push(rect(x, y, w, h, '#ffffff', { opacity: 0.18 }));
  const bars: [Pt, Pt][] = [
    [
      [x, y + h * 0.5],
      [x + w, y + h * 0.5],
    ],
  ];
  for (let i = 1; i < panes; i++)
    bars.push([
      [x + (w * i) / panes, y],
      [x + (w * i) / panes, y + h],
    ]);
  out.push(strokes(bars, trim, 9));
  out.push(rect(x - 30, y + h + 12, w + 60, 12, lighten(trim, 0.3)));
  if (curtain) {
    out.push(rect(x - 80, y - 52, w + 160, 7, '#3b3b3b'));
    const folds = svg.pattern(26, 10, [
      rect(0, 0, 26, 10, curtain),
      rect(18, 0, 8, 10, darken(curtain, 0.1)),
    ]);
    out.push(
      poly(
        [
          [x - 75, y - 46],
          [x + 14, y - 46],
          [x - 4, y + h + 80],
          [x - 85, y + h + 80],
        ],
        folds,
      ),
    );
    out.push(
      poly(
        [
          [x + w - 14, y - 46],
          [x + w + 75, y - 46],
          [x + w + 85, y + h + 80],
          [x + w + 4, y + h + 80],
        ],
        folds,
      ),
    );
  }
  return out;
}

/** Sunlight from a back-wall window falling across the floor. */
function sunPatch(room: Room, x: number, w: number, skew: number): string {
  return poly(
    [
      room.p(30, x, H),
      room.p(30, x + w, H),
      room.p(room.depth * 0.75, x + w + skew, H),
      room.p(room.depth * 0.75, x + skew, H),
    ],
    '#fff8e6',
    { opacity: 0.16 },
  );
}

function art(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  colors: readonly string[],
): string {
  const m = Math.min(w, h) * 0.12;
  const ix = x + m;
  const iy = y + m;
  const iw = w - 2 * m;
  const ih = h - 2 * m;
  const [c1 = '#888888', c2 = '#aaaaaa', c3 = '#cccccc'] = colors;
  const motif = rng.pick(['hills', 'blocks', 'arch', 'bands']);
  const inner: string[] = [];
  if (motif === 'hills') {
    inner.push(
      rect(ix, iy, iw, ih, '#e9eef0'),
      circle(ix + iw * 0.7, iy + ih * 0.35, ih * 0.14, c3),
    );
    inner.push(
      poly(
        [
          [ix, iy + ih],
          [ix, iy + ih * 0.6],
          [ix + iw * 0.35, iy + ih * 0.35],
          [ix + iw * 0.75, iy + ih * 0.75],
          [ix + iw, iy + ih * 0.55],
          [ix + iw, iy + ih],
        ],
        c1,
      ),
    );
    inner.push(
      poly(
        [
          [ix, iy + ih],
          [ix + iw * 0.5, iy + ih * 0.7],
          [ix + iw, iy + ih],
        ],
        c2,
      ),
    );
  } else if (motif === 'blocks') {
    inner.push(
      rect(ix, iy, iw, ih, '#f1ede6'),
      rect(ix + iw * 0.1, iy + ih * 0.15, iw * 0.45, ih * 0.5, c1),
    );
    inner.push(
      rect(ix + iw * 0.45, iy + ih * 0.45, iw * 0.45, ih * 0.42, c2),
      circle(ix + iw * 0.7, iy + ih * 0.28, Math.min(iw, ih) * 0.13, c3),
    );
  } else if (motif === 'arch') {
    const r = Math.min(iw * 0.35, ih * 0.4);
    inner.push(rect(ix, iy, iw, ih, '#efe8de'));
    inner.push(
      pathEl(
        `M${ix + iw / 2 - r} ${iy + ih * 0.85}V${iy + ih * 0.85 - r}A${r} ${r} 0 0 1 ${ix + iw / 2 + r} ${iy + ih * 0.85 - r}V${iy + ih * 0.85}Z`,
        c1,
      ),
    );
    inner.push(circle(ix + iw / 2, iy + ih * 0.85 - r * 1.1, r * 0.35, c3));
  } else {
    for (let i = 0; i < 4; i++)
      inner.push(rect(ix, iy + (ih * i) / 4, iw, ih / 4, [c1, '#ece6dc', c2, c3][i] ?? c1));
  }
  return [rect(x, y, w, h, frame), rect(x + 6, y + 6, w - 12, h - 12, '#f7f4ee'), ...inner].join(
    '',
  );
}

function plant(x: number, base: number, size: number, pot: string, rng: Rng): string {
  const potH = size * 0.35;
  const parts = [
    poly(
      [
        [x - size * 0.22, base - potH],
        [x + size * 0.22, base - potH],
        [x + size * 0.16, base],
        [x - size * 0.16, base],
      ],
      pot,
    ),
  ];
  const top = base - potH;
  const green = rng.pick(['#3f7a3a', '#4f8a3f', '#2f6b45']);
  for (let i = 0; i < 9; i++) {
    const a = -70 + (140 * i) / 8 + rng.range(-8, 8);
    const len = size * rng.range(0.45, 0.75);
    const rad = (a * Math.PI) / 180;
    const cx = x + Math.sin(rad) * len * 0.5;
    const cy = top - Math.cos(rad) * len * 0.5;
    parts.push(
      ellipse(cx, cy, size * 0.09, len * 0.5, i % 2 ? green : lighten(green, 0.15), {
        transform: `rotate(${num(a)} ${num(cx)} ${num(cy)})`,
      }),
    );
  }
  return parts.join('');
}

function glow(svg: Svg, x: number, y: number, r: number): string {
  return circle(
    x,
    y,
    r,
    svg.radial([
      [0, '#fff1c9', 0.75],
      [1, '#fff1c9', 0],
    ]),
  );
}

function tableLamp(svg: Svg, x: number, base: number, body: string): string {
  return [
    glow(svg, x, base - 120, 130),
    pathEl(
      `M${x - 18} ${base}Q${x - 38} ${base - 40} ${x - 8} ${base - 75}H${x + 8}Q${x + 38} ${base - 40} ${x + 18} ${base}Z`,
      body,
    ),
    poly(
      [
        [x - 55, base - 75],
        [x + 55, base - 75],
        [x + 38, base - 150],
        [x - 38, base - 150],
      ],
      '#f3ecdf',
    ),
  ].join('');
}

function sofa(
  room: Room,
  x1: number,
  x2: number,
  d0: number,
  color: string,
  legs: string,
  pillows: readonly string[],
): string[] {
  const deep = 250;
  const arm = Math.min(70, (x2 - x1) * 0.16);
  const dark = darken(color, 0.1);
  const out: string[] = [];
  out.push(
    ...room.box(
      { x1, x2, y1: 470, y2: 605, d1: d0, d2: d0 + 60 },
      { front: dark, top: lighten(color, 0.05) },
    ),
  );
  const inner = x2 - x1 - 2 * arm;
  const seats = inner > 320 ? 3 : inner > 180 ? 2 : 1;
  const cw = inner / seats;
  for (let i = 0; i < seats; i++) {
    const a = x1 + arm + i * cw;
    out.push(
      ...room.box(
        { x1: a + 3, x2: a + cw - 3, y1: 490, y2: 590, d1: d0 + 60, d2: d0 + 95 },
        { front: color },
      ),
    );
  }
  out.push(
    room.plane(
      d0 + 100,
      pillows.map((c, i) => {
        const px = i % 2 ? x2 - arm - 110 - (i > 1 ? 70 : 0) : x1 + arm + 20 + (i > 1 ? 70 : 0);
        return rect(px, 515, 90, 80, c, {
          rx: 12,
          transform: `rotate(${i % 2 ? 8 : -8} ${px + 45} 555)`,
        });
      }),
    ),
  );
  out.push(...room.box({ x1, x2, y1: 605, y2: 695, d1: d0 + 60, d2: d0 + deep }, { front: dark }));
  for (let i = 0; i < seats; i++) {
    const a = x1 + arm + i * cw;
    out.push(
      ...room.box(
        { x1: a + 2, x2: a + cw - 2, y1: 585, y2: 612, d1: d0 + 95, d2: d0 + deep },
        { front: color, top: lighten(color, 0.1) },
      ),
    );
  }
  out.push(
    ...room.box(
      { x1, x2: x1 + arm, y1: 540, y2: 695, d1: d0, d2: d0 + deep },
      { front: color, top: lighten(color, 0.08) },
    ),
  );
  out.push(
    ...room.box(
      { x1: x2 - arm, x2, y1: 540, y2: 695, d1: d0, d2: d0 + deep },
      { front: color, top: lighten(color, 0.08) },
    ),
  );
  out.push(
    room.plane(d0 + deep - 10, [
      rect(x1 + 10, 695, 14, 25, legs),
      rect(x2 - 24, 695, 14, 25, legs),
    ]),
  );
  return out;
}

function coffeeTable(
  room: Room,
  cx: number,
  w: number,
  d1: number,
  d2: number,
  top: string,
  legs: string,
): string[] {
  const out: string[] = [];
  for (const [lx, ld] of [
    [cx - w / 2 + 10, d1 + 10],
    [cx + w / 2 - 30, d1 + 10],
    [cx - w / 2 + 10, d2 - 30],
    [cx + w / 2 - 30, d2 - 30],
  ] as const) {
    out.push(
      ...room.box({ x1: lx, x2: lx + 20, y1: 630, y2: 720, d1: ld, d2: ld + 20 }, { front: legs }),
    );
  }
  out.push(
    ...room.box(
      { x1: cx - w / 2, x2: cx + w / 2, y1: 612, y2: 632, d1, d2 },
      { front: darken(top, 0.1), top },
    ),
  );
  return out;
}

function rug(
  room: Room,
  x1: number,
  x2: number,
  d1: number,
  d2: number,
  color: string,
  border: string,
): string[] {
  return [
    room.flat(x1, x2, d1, d2, H, border),
    room.flat(x1 + 25, x2 - 25, d1 + 25, d2 - 25, H, color),
  ];
}

/** variant 0: sofa against the back wall; 1: fireplace wall. */
function renderLiving(f: Finish, rng: Rng, variant: number): Svg {
  const svg = new Svg();
  svg.mirrored = rng.chance(0.5);
  const room = new Room(rng.range(560, 700), rng.range(285, 315), rng.range(0.58, 0.63));
  const wall = rng.chance(0.3) ? rng.pick(WALLS) : f.wall;
  shell(svg, room, wall, f, f.floor, rng);
  const fabric = rng.chance(0.6) ? f.fabric : rng.pick(FABRICS);
  const pillows = [f.accent, rng.pick(ACCENTS), f.accent];
  const artColors = [f.accent, rng.pick(FABRICS), rng.pick(ACCENTS)];

  if (variant === 0) {
    // Sofa against the back wall with a window beside it.
    const cx = rng.range(560, 720);
    const sw = rng.pick([540, 580, 620]);
    const winLeft = rng.chance(0.5);
    const ww = 260;
    const wx = winLeft ? 70 : W - 70 - ww;
    svg.add(
      room.plane(
        0,
        roomWindow(
          svg,
          wx,
          150,
          ww,
          330,
          f.trim,
          rng,
          2,
          rng.chance(0.6) ? rng.pick(['#e9e1d2', '#c9d3d6', '#d8c9b0']) : undefined,
        ),
      ),
    );
    svg.add(sunPatch(room, wx, ww, winLeft ? 200 : -200));
    svg.add(
      room.plane(0, [
        art(rng, cx - 170, 200, 340, 200, rng.pick(['#2b2b2b', f.wood, '#f4f1ea']), artColors),
      ]),
    );
    svg.add(
      ...rug(
        room,
        cx - 380,
        cx + 380,
        180,
        640,
        rng.pick(['#d9d0c1', '#b9c4c9', '#cbb59a']),
        rng.pick(['#8a7b6a', '#5b6b75', '#a26b57']),
      ),
    );
    svg.add(...sofa(room, cx - sw / 2, cx + sw / 2, 10, fabric, '#3a2f28', pillows));
    const lampX = winLeft ? cx + sw / 2 + 90 : cx - sw / 2 - 90;
    svg.add(
      room.plane(50, [
        glow(svg, lampX, 300, 170),
        ellipse(lampX, 716, 40, 7, '#2e2e2e'),
        rect(lampX - 4, 300, 8, 416, '#2e2e2e'),
        poly(
          [
            [lampX - 58, 340],
            [lampX + 58, 340],
            [lampX + 42, 250],
            [lampX - 42, 250],
          ],
          '#f2eadb',
        ),
      ]),
    );
    svg.add(
      ...coffeeTable(room, cx, 320, 330, 460, rng.pick([f.wood, '#f1ede6', '#3b3b3b']), '#3a2f28'),
    );
    svg.add(
      room.plane(395, [
        rect(cx - 70, 592, 80, 16, rng.pick(ACCENTS)),
        ellipse(cx + 70, 600, 34, 10, '#e9e4da'),
      ]),
    );
    if (rng.chance(0.7))
      svg.add(
        room.plane(120, [
          plant(winLeft ? 150 : W - 150, H, 300, rng.pick(['#e8e2d6', '#b5653e', '#3b3b3b']), rng),
        ]),
      );
  } else {
    // Fireplace wall with a window each side and two armchairs.
    const cx = 640;
    const surround = rng.pick(['#f3f0ea', '#b0a79c', '#8b4f3f', '#e3ddd3']);
    if (rng.chance(0.5)) {
      for (const wx of [110, W - 110 - 200]) {
        svg.add(room.plane(0, roomWindow(svg, wx, 150, 200, 320, f.trim, rng, 1, undefined)));
      }
    } else {
      // Built-in bookcases either side of the chimney breast.
      const shelf = rng.pick([f.trim, f.wood, '#2f4858']);
      for (const [a, b] of [
        [cx - 560, cx - 260],
        [cx + 260, cx + 560],
      ] as const) {
        svg.add(...room.box({ x1: a, x2: b, y1: 120, y2: 720, d1: 0, d2: 60 }, { front: shelf }));
        const books: string[] = [rect(a + 18, 138, b - a - 36, 564, darken(shelf, 0.3))];
        for (let y = 250; y < 700; y += 130) {
          books.push(rect(a + 18, y, b - a - 36, 12, shelf));
          let x = a + 24;
          while (x < b - 40 && rng.chance(0.9)) {
            const bw = rng.range(12, 24);
            const bh = rng.range(70, 110);
            books.push(
              rect(
                x,
                y - bh,
                bw,
                bh,
                rng.pick([
                  '#8c3b2f',
                  '#2f4858',
                  '#c9a44c',
                  '#5c7f5a',
                  '#e8e2d6',
                  '#6b4f3a',
                  '#9b5d86',
                ]),
              ),
            );
            x += bw + 2;
          }
          if (rng.chance(0.5)) books.push(plant(b - 60, y, 60, '#f1ede6', rng));
        }
        svg.add(room.plane(60, books));
      }
    }
    svg.add(
      ...room.box(
        { x1: cx - 220, x2: cx + 220, y1: 390, y2: 720, d1: 0, d2: 40 },
        { front: surround },
      ),
    );
    svg.add(
      room.plane(40, [
        rect(cx - 110, 520, 220, 180, '#2a2624'),
        poly(
          [
            [cx - 60, 690],
            [cx - 20, 610],
            [cx + 10, 660],
            [cx + 35, 590],
            [cx + 65, 690],
          ],
          '#e8913a',
        ),
        poly(
          [
            [cx - 35, 690],
            [cx - 5, 640],
            [cx + 20, 670],
            [cx + 40, 690],
          ],
          '#f6cf5b',
        ),
        rect(cx - 80, 688, 160, 14, '#5b3b26'),
      ]),
    );
    svg.add(
      ...room.box(
        { x1: cx - 250, x2: cx + 250, y1: 372, y2: 392, d1: 0, d2: 60 },
        { front: rng.pick([f.wood, f.trim]) },
      ),
    );
    svg.add(room.flat(cx - 250, cx + 250, 40, 130, H, '#8d8a85'));
    if (rng.chance(0.5)) {
      svg.add(
        room.plane(0, [
          rect(cx - 170, 150, 340, 195, '#1f2124'),
          rect(
            cx - 162,
            157,
            324,
            181,
            svg.linear([
              [0, '#2c3440'],
              [1, '#151a20'],
            ]),
          ),
        ]),
      );
    } else {
      svg.add(
        room.plane(0, [
          art(rng, cx - 150, 140, 300, 210, rng.pick(['#2b2b2b', f.wood]), artColors),
        ]),
      );
    }
    svg.add(
      room.plane(40, [
        plant(cx - 180, 372, 110, '#e8e2d6', rng),
        rect(cx + 120, 332, 26, 40, f.accent),
        rect(cx + 155, 345, 22, 27, '#e9e4da'),
      ]),
    );
    svg.add(
      ...rug(
        room,
        cx - 420,
        cx + 420,
        200,
        700,
        rng.pick(['#d9d0c1', '#b9c4c9', '#cbb59a']),
        rng.pick(['#8a7b6a', '#5b6b75', '#a26b57']),
      ),
    );
    svg.add(...coffeeTable(room, cx, 300, 300, 420, rng.pick([f.wood, '#f1ede6']), '#3a2f28'));
    if (rng.chance(0.5)) {
      svg.add(...sofa(room, 60, 320, 230, fabric, '#3a2f28', [f.accent]));
      svg.add(...sofa(room, W - 320, W - 60, 230, fabric, '#3a2f28', [f.accent]));
    } else {
      // A sofa in the foreground, seen from behind.
      const d = room.depth - 150;
      svg.add(
        ...room.box(
          { x1: 300, x2: 980, y1: 500, y2: 720, d1: d - 110, d2: d },
          { front: darken(fabric, 0.12), top: fabric },
        ),
      );
      svg.add(
        ...room.box(
          { x1: 240, x2: 320, y1: 560, y2: 720, d1: d - 240, d2: d + 20 },
          { front: darken(fabric, 0.05), top: lighten(fabric, 0.06) },
        ),
      );
      svg.add(
        ...room.box(
          { x1: 960, x2: 1040, y1: 560, y2: 720, d1: d - 240, d2: d + 20 },
          { front: darken(fabric, 0.05), top: lighten(fabric, 0.06) },
        ),
      );
    }
  }
  // Ceiling light.
  svg.add(
    room.hEllipse(room.vx, room.depth * 0.5, 70, 50, 4, '#fbfaf6', {
      stroke: '#e2ded5',
      'stroke-width': 2,
    }),
  );
  return svg;
}

/** Shaker doors and drawers on a cabinet face, in room coordinates. */
function cabinetFront(
  x1: number,
  x2: number,
  y1: number,
  y2: number,
  color: string,
  pull: string,
  drawers: boolean,
): string[] {
  const out: string[] = [];
  const line = darken(color, 0.14);
  const n = Math.max(1, Math.round((x2 - x1) / 130));
  const dw = (x2 - x1) / n;
  const doorTop = drawers ? y1 + 62 : y1;
  for (let i = 0; i < n; i++) {
    const a = x1 + i * dw;
    if (drawers) {
      out.push(rect(a + 4, y1 + 4, dw - 8, 54, color, { stroke: line, 'stroke-width': 2 }));
      out.push(rect(a + dw / 2 - 22, y1 + 26, 44, 6, pull, { rx: 3 }));
    }
    out.push(
      rect(a + 4, doorTop + 4, dw - 8, y2 - doorTop - 8, color, {
        stroke: line,
        'stroke-width': 2,
      }),
    );
    out.push(
      rect(a + 16, doorTop + 16, dw - 32, y2 - doorTop - 32, 'none', {
        stroke: line,
        'stroke-width': 3,
      }),
    );
    const knobX = i % 2 ? a + 14 : a + dw - 18;
    out.push(rect(knobX, drawers ? doorTop + 14 : y2 - 60, 5, 40, pull, { rx: 2 }));
  }
  return out;
}

function subtractSpans(
  from: readonly [number, number],
  cuts: readonly (readonly [number, number])[],
): [number, number][] {
  let spans: [number, number][] = [[from[0], from[1]]];
  for (const [c1, c2] of cuts) {
    spans = spans.flatMap(([a, b]): [number, number][] => {
      if (c2 <= a || c1 >= b) return [[a, b]];
      const out: [number, number][] = [];
      if (c1 > a) out.push([a, c1]);
      if (c2 < b) out.push([c2, b]);
      return out;
    });
  }
  return spans.filter(([a, b]) => b - a > 40);
}

/** variant 0: with an island; 1: without. */
function renderKitchen(f: Finish, rng: Rng, variant: number): Svg {
  const svg = new Svg();
  svg.mirrored = rng.chance(0.5);
  const room = new Room(rng.range(600, 700), rng.range(285, 310), rng.range(0.58, 0.62));
  const wall = f.wall;
  const floor: FloorSpec = rng.chance(0.5)
    ? {
        kind: 'tile',
        color: rng.pick(['#d8d4cc', '#c9c6c0', '#e4e0d8', '#b9b4ac']),
        color2: '#000000',
        size: 150,
      }
    : f.floor;
  shell(svg, room, wall, f, floor, rng);
  const cab = f.cabinet;
  const pull = f.metal;
  const steel = svg.linear(
    [
      [0, '#d5d9dc'],
      [0.5, '#eef0f1'],
      [1, '#b9bec2'],
    ],
    true,
  );
  const fridge: [number, number] = [16, 256];
  const rangeC = rng.pick([480, 1040]);
  const sinkC = rangeC === 480 ? 870 : 650;
  const winW = rng.pick([260, 300, 340]);
  const win: [number, number] = [sinkC - winW / 2, sinkC + winW / 2];
  const hood: [number, number] = [rangeC - 120, rangeC + 120];

  // Backsplash, window and hood on the back wall.
  const tile = svg.pattern(60, 30, [
    rect(0, 0, 60, 30, '#c9c6c0'),
    rect(1, 1, 58, 13, f.backsplash),
    rect(-29, 16, 58, 13, f.backsplash),
    rect(31, 16, 58, 13, f.backsplash),
  ]);
  svg.add(room.plane(0, [rect(fridge[1], 330, W - fridge[1], 142, tile)]));
  svg.add(room.plane(0, roomWindow(svg, win[0], 150, winW, 240, f.trim, rng, 2)));
  svg.add(
    room.plane(0, [rect(rangeC - 42, 14, 84, 240, f.metal === '#2b2b2b' ? '#3a3a3c' : steel)]),
  );
  svg.add(
    room.plane(70, [
      poly(
        [
          [rangeC - 125, 332],
          [rangeC + 125, 332],
          [rangeC + 55, 250],
          [rangeC - 55, 250],
        ],
        f.metal === '#2b2b2b' ? '#3a3a3c' : steel,
      ),
      rect(rangeC - 128, 324, 256, 12, darken('#c7ccd1', 0.15)),
    ]),
  );

  // Upper cabinets, and one over the fridge.
  for (const [a, b] of subtractSpans([fridge[1], W], [[win[0] - 30, win[1] + 30], hood])) {
    svg.add(...room.box({ x1: a, x2: b, y1: 110, y2: 330, d1: 0, d2: 90 }, { front: cab }));
    svg.add(room.plane(90, cabinetFront(a, b, 110, 330, cab, pull, false)));
  }
  svg.add(
    ...room.box({ x1: fridge[0], x2: fridge[1], y1: 40, y2: 140, d1: 0, d2: 200 }, { front: cab }),
  );
  svg.add(room.plane(200, cabinetFront(fridge[0], fridge[1], 40, 140, cab, pull, false)));

  // Lower run, counter, sink, range.
  const runs = subtractSpans([fridge[1], W], [[rangeC - 100, rangeC + 100]]);
  for (const [a, b] of runs) {
    svg.add(...room.box({ x1: a, x2: b, y1: 482, y2: 700, d1: 0, d2: 160 }, { front: cab }));
    svg.add(
      room.plane(160, [
        ...cabinetFront(a, b, 482, 700, cab, pull, true),
        rect(a, 700, b - a, 20, darken(cab, 0.35)),
      ]),
    );
  }
  for (const [a, b] of runs) {
    svg.add(
      ...room.box(
        { x1: a, x2: b, y1: 468, y2: 484, d1: 0, d2: 172 },
        { front: darken(f.counter, 0.06), top: f.counter },
      ),
    );
  }
  svg.add(
    room.flat(sinkC - 110, sinkC + 110, 35, 130, 468, '#8e969c'),
    room.flat(sinkC - 98, sinkC + 98, 45, 122, 468, '#6f777d'),
  );
  svg.add(
    room.plane(22, [
      pathEl(
        `M${sinkC - 5} 468V400Q${sinkC - 5} 372 ${sinkC + 25} 372Q${sinkC + 50} 372 ${sinkC + 50} 400V412`,
        'none',
        { stroke: f.metal, 'stroke-width': 9 },
      ),
    ]),
  );
  svg.add(
    ...room.box(
      { x1: rangeC - 100, x2: rangeC + 100, y1: 468, y2: 716, d1: 0, d2: 165 },
      { front: steel, top: '#2d2f33', side: '#a9aeb3' },
    ),
  );
  for (const [bx, bd] of [
    [-50, 45],
    [50, 45],
    [-50, 120],
    [50, 120],
  ] as const) {
    svg.add(
      room.hEllipse(rangeC + bx, bd, 32, 24, 468, 'none', { stroke: '#70757b', 'stroke-width': 3 }),
    );
  }
  svg.add(
    room.plane(165, [
      rect(rangeC - 72, 560, 144, 90, '#2a2d31', { rx: 6 }),
      rect(rangeC - 82, 538, 164, 8, '#8e949a', { rx: 4 }),
      ...[-60, -30, 0, 30, 60].map((kx) => circle(rangeC + kx, 505, 8, '#3a3d41')),
    ]),
  );

  // Fridge.
  svg.add(
    ...room.box(
      { x1: fridge[0], x2: fridge[1], y1: 145, y2: 720, d1: 0, d2: 205 },
      { front: steel, top: '#d9dcdf', side: '#aeb3b8' },
    ),
  );
  const fc = (fridge[0] + fridge[1]) / 2;
  svg.add(
    room.plane(205, [
      strokes(
        [
          [
            [fc, 145],
            [fc, 500],
          ],
          [
            [fridge[0], 500],
            [fridge[1], 500],
          ],
        ],
        '#8e949a',
        3,
      ),
      rect(fc - 22, 250, 8, 190, '#8e949a', { rx: 3 }),
      rect(fc + 14, 250, 8, 190, '#8e949a', { rx: 3 }),
      rect(fridge[0] + 50, 522, fridge[1] - fridge[0] - 100, 8, '#8e949a', { rx: 3 }),
    ]),
  );

  // Counter dressing.
  const boardX = runs[runs.length - 1]?.[0] ?? 700;
  svg.add(
    room.plane(18, [
      rect(boardX + 40, 380, 70, 90, '#b98d5f', { rx: 10 }),
      plant(boardX + 170, 468, 80, '#f1ede6', rng),
    ]),
  );

  // Island (sometimes) and pendants.
  const hasIsland = variant === 0;
  const islandD = room.depth - 230;
  if (hasIsland) {
    const ix1 = 360;
    const ix2 = 940;
    svg.add(
      ...room.box(
        { x1: ix1, x2: ix2, y1: 484, y2: 720, d1: islandD - 90, d2: islandD + 90 },
        { front: f.island },
      ),
    );
    svg.add(room.plane(islandD + 90, cabinetFront(ix1, ix2, 484, 718, f.island, pull, false)));
    svg.add(
      ...room.box(
        { x1: ix1 - 25, x2: ix2 + 25, y1: 466, y2: 486, d1: islandD - 105, d2: islandD + 105 },
        { front: darken(f.counter, 0.06), top: f.counter },
      ),
    );
    const bx = rng.range(520, 760);
    svg.add(room.hEllipse(bx, islandD, 60, 38, 462, '#e9e4da'));
    svg.add(
      room.plane(islandD, [
        circle(bx - 22, 452, 16, '#e38b2f'),
        circle(bx + 14, 450, 15, '#8fbf4a'),
        circle(bx - 2, 440, 15, '#e0c341'),
      ]),
    );
  }
  const pendantD = hasIsland ? islandD : room.depth * 0.45;
  const count = rng.pick([2, 3]);
  const shade = rng.pick(['#1f1f1f', '#c2a15a', '#f4f2ee', '#2f4858']);
  const kind = rng.pick(['dome', 'globe', 'drum']);
  const pendants: string[] = [];
  for (let i = 0; i < count; i++) {
    const px = 650 + (i - (count - 1) / 2) * (count === 2 ? 280 : 210);
    pendants.push(glow(svg, px, 285, 150), rect(px - 1.5, -40, 3, 250, '#2b2b2b'));
    if (kind === 'dome') {
      pendants.push(
        pathEl(`M${px - 60} 270A60 62 0 0 1 ${px + 60} 270Z`, shade),
        ellipse(px, 270, 56, 8, '#fff3c4'),
      );
    } else if (kind === 'globe') {
      pendants.push(
        circle(px, 250, 42, '#f6efe0', { stroke: shade, 'stroke-width': 4 }),
        rect(px - 10, 204, 20, 10, shade),
      );
    } else {
      pendants.push(
        rect(px - 38, 205, 76, 62, shade, { rx: 4 }),
        ellipse(px, 267, 36, 6, '#fff3c4'),
      );
    }
  }
  svg.add(room.plane(pendantD, pendants));
  return svg;
}

/** variant 0: tub; 1: walk-in shower. */
function renderBathroom(f: Finish, rng: Rng, variant: number): Svg {
  const svg = new Svg();
  svg.mirrored = rng.chance(0.5);
  const room = new Room(rng.range(620, 720), rng.range(280, 305), rng.range(0.66, 0.7));
  const wall = rng.pick(['#f1efea', '#e3e9ea', '#e9e2d6', '#dfe6df', f.wall]);
  const tileColor = rng.chance(0.5) ? f.tile : rng.pick(TILES);
  const floor: FloorSpec = rng.chance(0.35)
    ? { kind: 'checker', color: '#f2f1ee', color2: '#2d2f33', size: 95 }
    : {
        kind: 'tile',
        color: rng.pick(['#d6d3cd', '#c4c8ca', '#e2ddd4', '#b8b2a8']),
        color2: '#000000',
        size: 120,
      };
  shell(svg, room, wall, f, floor, rng);
  const subway = svg.pattern(80, 40, [
    rect(0, 0, 80, 40, darken(tileColor, 0.12)),
    rect(1.5, 1.5, 77, 17, tileColor),
    rect(-38.5, 21.5, 77, 17, tileColor),
    rect(41.5, 21.5, 77, 17, tileColor),
  ]);
  const alcove = 470;
  const wet = 250;
  const white = '#f8f9f9';

  // Tiled alcove: back wall and the left wall beside it.
  svg.add(room.plane(0, [rect(0, 14, alcove, H - 14, subway)]));
  svg.add(room.side(0, 0, wet, 14, H, darken(tileColor, 0.08)));
  const grout: [Pt, Pt][] = [];
  for (let y = 54; y < H; y += 40) grout.push([room.p(0, 0, y), room.p(wet, 0, y)]);
  svg.add(strokes(grout, darken(tileColor, 0.2), 1.2));
  if (rng.chance(0.4)) {
    svg.add(
      room.plane(0, [rect(505, 430, W - 505, 264, subway), rect(505, 422, W - 505, 10, f.trim)]),
    );
  }
  svg.add(
    room.plane(0, [
      rect(70, 300, 120, 150, darken(tileColor, 0.1)),
      rect(88, 380, 22, 70, rng.pick(ACCENTS)),
      rect(120, 395, 20, 55, '#f3f1ec'),
      rect(150, 405, 18, 45, '#7aa0b0'),
    ]),
  );
  const shower = variant === 1;
  svg.add(
    room.plane(0, [
      rect(250, 150, 8, 60, f.metal),
      ellipse(254, 215, 34, 10, f.metal),
      circle(254, 430, 24, f.metal),
      rect(252, 418, 40, 8, darken(f.metal, 0.15)),
    ]),
  );
  if (shower) {
    svg.add(room.flat(0, alcove, 0, wet - 20, H - 1, lighten(tileColor, 0.1)));
    svg.add(
      ...room.box(
        { x1: 0, x2: alcove, y1: 696, y2: 720, d1: wet - 24, d2: wet },
        { front: tileColor },
      ),
    );
    svg.add(
      room.plane(wet, [
        rect(0, 40, 300, 656, '#d9ecf2', { opacity: 0.28, stroke: f.metal, 'stroke-width': 6 }),
        poly(
          [
            [40, 120],
            [90, 120],
            [20, 300],
            [0, 300],
          ],
          '#ffffff',
          { opacity: 0.3 },
        ),
      ]),
    );
  } else {
    svg.add(
      ...room.box(
        { x1: 0, x2: alcove, y1: 570, y2: 720, d1: 0, d2: wet - 10 },
        { front: white, top: '#ffffff', side: '#e4e8ea' },
      ),
    );
    svg.add(room.flat(30, alcove - 30, 25, wet - 40, 570, '#dde5ea'));
    svg.add(room.plane(0, [rect(200, 540, 50, 12, f.metal)]));
    if (rng.chance(0.5)) {
      const curtain = rng.pick(['#ffffff', '#dfe7ea', '#e9dfcf', '#c9d3cc']);
      const folds = svg.pattern(30, 10, [
        rect(0, 0, 30, 10, curtain),
        rect(20, 0, 10, 10, darken(curtain, 0.08)),
      ]);
      svg.add(
        room.plane(wet, [rect(0, 90, alcove, 7, f.metal), rect(alcove - 170, 96, 160, 560, folds)]),
      );
    } else {
      svg.add(
        room.plane(wet - 5, [
          rect(0, 130, 300, 440, '#d9ecf2', { opacity: 0.28, stroke: f.metal, 'stroke-width': 6 }),
          poly(
            [
              [40, 160],
              [90, 160],
              [20, 330],
              [0, 330],
            ],
            '#ffffff',
            { opacity: 0.3 },
          ),
        ]),
      );
    }
  }
  svg.add(
    ...room.box(
      { x1: alcove, x2: alcove + 35, y1: 14, y2: 720, d1: 0, d2: wet + 5 },
      { front: darken(wall, 0.04), side: darken(wall, 0.1) },
    ),
  );

  // Vanity with mirror and sconces, and the toilet.
  const vw = rng.pick([380, 440, 500]);
  const vanityFirst = rng.chance(0.5);
  const v1 = vanityFirst ? 560 : 760;
  const v2 = v1 + vw;
  const vc = (v1 + v2) / 2;
  const tc = vanityFirst ? Math.min(v2 + 170, W - 110) : 625;
  const vanity = rng.chance(0.6) ? f.vanity : rng.pick(VANITIES);
  const frame = rng.pick(['#2b2b2b', '#c2a15a', '#8b5e3c', '#f4f2ee']);
  const mirrorGlass = svg.linear([
    [0, '#e8eff3'],
    [1, '#b9c8d2'],
  ]);
  const round = rng.chance(0.4);
  const mw = vw * 0.7;
  svg.add(
    room.plane(0, [
      round
        ? circle(vc, 280, 130, frame)
        : rect(vc - mw / 2 - 10, 140, mw + 20, 270, frame, { rx: 16 }),
      round
        ? circle(vc, 280, 120, mirrorGlass)
        : rect(vc - mw / 2, 150, mw, 250, mirrorGlass, { rx: 10 }),
      poly(
        [
          [vc - 60, 200],
          [vc - 20, 200],
          [vc - 90, 360],
          [vc - 130, 360],
        ],
        '#ffffff',
        { opacity: round ? 0 : 0.35 },
      ),
    ]),
  );
  const sconceDx = (round ? 130 : mw / 2 + 10) + 45;
  for (const sx of [vc - sconceDx, vc + sconceDx]) {
    svg.add(
      room.plane(12, [
        glow(svg, sx, 230, 100),
        rect(sx - 6, 220, 12, 40, f.metal),
        rect(sx - 22, 190, 44, 50, '#f8f1df', { rx: 6 }),
      ]),
    );
  }
  svg.add(...room.box({ x1: v1, x2: v2, y1: 482, y2: 702, d1: 0, d2: 165 }, { front: vanity }));
  svg.add(
    room.plane(165, [
      ...cabinetFront(v1, v2, 482, 702, vanity, f.metal, true),
      rect(v1 + 8, 702, vw - 16, 18, darken(vanity, 0.35)),
    ]),
  );
  svg.add(
    ...room.box(
      { x1: v1 - 10, x2: v2 + 10, y1: 464, y2: 484, d1: 0, d2: 178 },
      { front: darken(f.counter, 0.05), top: f.counter === '#3a3a3c' ? '#ecebe8' : f.counter },
    ),
  );
  const basins = vw >= 480 ? [vc - vw / 4, vc + vw / 4] : [vc];
  for (const bx of basins) {
    svg.add(
      room.hEllipse(bx, 95, 70, 48, 464, '#dfe6ea', { stroke: '#c9d1d6', 'stroke-width': 2 }),
    );
    svg.add(
      room.plane(20, [
        rect(bx - 5, 400, 10, 64, f.metal),
        rect(bx - 5, 400, 46, 10, f.metal, { rx: 4 }),
        rect(bx - 40, 446, 16, 18, f.metal),
        rect(bx + 24, 446, 16, 18, f.metal),
      ]),
    );
  }
  svg.add(
    room.plane(30, [
      rect(v2 - 60, 420, 24, 44, rng.pick(ACCENTS), { rx: 6 }),
      plant(v1 + 50, 464, 70, '#f1ede6', rng),
    ]),
  );
  // Toilet.
  svg.add(
    ...room.box(
      { x1: tc - 88, x2: tc + 88, y1: 474, y2: 600, d1: 0, d2: 72 },
      { front: white, side: '#e1e5e7', top: '#ffffff' },
    ),
  );
  svg.add(
    ...room.box(
      { x1: tc - 94, x2: tc + 94, y1: 462, y2: 476, d1: 0, d2: 78 },
      { front: '#eef1f2', top: '#ffffff' },
    ),
  );
  svg.add(
    room.plane(200, [
      poly(
        [
          [tc - 58, 610],
          [tc + 58, 610],
          [tc + 42, 720],
          [tc - 42, 720],
        ],
        '#e9edef',
      ),
    ]),
  );
  svg.add(
    room.plane(235, [
      pathEl(
        `M${tc - 90} 600Q${tc - 90} 668 ${tc - 40} 680H${tc + 40}Q${tc + 90} 668 ${tc + 90} 600Z`,
        '#f1f3f4',
      ),
    ]),
  );
  svg.add(room.hEllipse(tc, 158, 90, 88, 598, '#ffffff', { stroke: '#d2d8dc', 'stroke-width': 3 }));
  // Towel on the right wall, bath mat on the floor.
  const towel = rng.pick([f.accent, '#f3f0ea', '#9fb6c3', '#c9b79c']);
  svg.add(room.side(W, 140, 300, 300, 308, f.metal));
  svg.add(
    room.side(W, 150, 290, 306, 500, towel),
    room.side(W, 150, 290, 460, 474, darken(towel, 0.15)),
  );
  svg.add(
    room.flat(
      80,
      420,
      wet + 30,
      Math.min(room.depth - 20, wet + 170),
      H,
      rng.pick([f.accent, '#e8e2d6', '#7b8c99']),
    ),
  );
  return svg;
}

/** variant 0: bed off-centre beside a big window; 1: centred between two windows. */
function renderBedroom(f: Finish, rng: Rng, variant: number): Svg {
  const svg = new Svg();
  svg.mirrored = rng.chance(0.5);
  const room = new Room(rng.range(580, 700), rng.range(300, 325), rng.range(0.54, 0.58));
  const wall = rng.pick([...WALLS, f.wall, '#c9d4dc', '#d7dccd', '#eadbd0']);
  const floor: FloorSpec = rng.chance(0.5)
    ? f.floor
    : {
        kind: 'carpet',
        color: rng.pick(['#cfc4b3', '#bdb6ab', '#d8cfc2']),
        color2: '#000000',
        size: 0,
      };
  shell(svg, room, wall, f, floor, rng);
  const bw = rng.pick([440, 480, 520]);
  const offset = variant === 0;
  const bc = offset ? 780 : rng.range(600, 680);
  const b1 = bc - bw / 2;
  const b2 = bc + bw / 2;
  const duvet = rng.pick(['#f4f2ee', '#dfe6ea', '#e8dfd0', '#c9d3cc', '#7b8c99', '#2f4858']);
  const accent = rng.chance(0.5) ? f.accent : rng.pick(ACCENTS);
  const headboard = rng.pick([f.fabric, f.wood, '#d5cdbf', '#5b6470', '#f1ede6']);
  const nightstand = rng.pick([f.wood, '#f1ede6', '#3f3a36', '#8a9a82']);

  // Windows and art on the back wall.
  const curtain = rng.chance(0.7)
    ? rng.pick(['#e9e1d2', '#c9d3d6', '#d8c9b0', '#f3f0ea'])
    : undefined;
  if (offset) {
    svg.add(room.plane(0, roomWindow(svg, 120, 150, 280, 330, f.trim, rng, 2, curtain)));
    svg.add(sunPatch(room, 120, 280, 240));
  } else {
    for (const wx of [b1 - 240, b2 + 60]) {
      if (wx > 30 && wx + 180 < W - 30)
        svg.add(room.plane(0, roomWindow(svg, wx, 170, 180, 290, f.trim, rng, 1, undefined)));
    }
  }
  const artColors = [accent, rng.pick(FABRICS), rng.pick(ACCENTS)];
  if (rng.chance(0.5)) {
    svg.add(
      room.plane(0, [
        art(rng, bc - 190, 170, 380, 170, rng.pick(['#2b2b2b', f.wood, '#f4f1ea']), artColors),
      ]),
    );
  } else {
    svg.add(
      room.plane(0, [
        art(rng, bc - 175, 190, 160, 160, '#2b2b2b', artColors),
        art(rng, bc + 15, 190, 160, 160, '#2b2b2b', [...artColors].reverse()),
      ]),
    );
  }

  // Rug, nightstands with lamps, bed.
  svg.add(
    ...rug(
      room,
      b1 - 190,
      b2 + 190,
      260,
      Math.min(room.depth - 10, 760),
      rng.pick(['#e4ddd1', '#b9c4c9', '#cbb59a', '#d6c6c0']),
      rng.pick(['#8a7b6a', '#5b6b75', '#a26b57']),
    ),
  );
  for (const [n1, n2] of [
    [b1 - 205, b1 - 45],
    [b2 + 45, b2 + 205],
  ] as const) {
    svg.add(
      ...room.box({ x1: n1, x2: n2, y1: 555, y2: 712, d1: 0, d2: 140 }, { front: nightstand }),
    );
    svg.add(
      room.plane(140, [
        strokes(
          [
            [
              [n1, 612],
              [n2, 612],
            ],
            [
              [n1, 665],
              [n2, 665],
            ],
          ],
          darken(nightstand, 0.2),
          2,
        ),
        circle((n1 + n2) / 2, 585, 5, '#c2a15a'),
        circle((n1 + n2) / 2, 640, 5, '#c2a15a'),
      ]),
    );
    svg.add(
      room.plane(60, [
        tableLamp(svg, (n1 + n2) / 2, 555, rng.pick(['#e9e4da', '#2f4858', '#c2a15a', '#8a9a82'])),
      ]),
    );
  }
  if (rng.chance(0.5)) {
    svg.add(room.plane(18, [rect(b1 - 25, 370, bw + 50, 350, headboard, { rx: 40 })]));
    svg.add(
      room.plane(19, [
        strokes(
          [0.2, 0.4, 0.6, 0.8].map((t): [Pt, Pt] => [
            [b1 - 25 + (bw + 50) * t, 390],
            [b1 - 25 + (bw + 50) * t, 700],
          ]),
          darken(headboard, 0.12),
          3,
        ),
      ]),
    );
  } else {
    svg.add(
      ...room.box(
        { x1: b1 - 25, x2: b2 + 25, y1: 380, y2: 720, d1: 0, d2: 18 },
        { front: headboard },
      ),
    );
  }
  svg.add(
    ...room.box(
      { x1: b1, x2: b2, y1: 610, y2: 700, d1: 18, d2: 520 },
      { front: darken(headboard, 0.1) },
    ),
  );
  svg.add(
    ...room.box(
      { x1: b1 - 10, x2: b2 + 10, y1: 545, y2: 645, d1: 20, d2: 530 },
      { front: darken(duvet, 0.06), top: duvet },
    ),
  );
  svg.add(room.flat(b1 - 10, b2 + 10, 150, 185, 545, '#fbfaf7'));
  svg.add(
    room.plane(45, [
      rect(b1 + 12, 470, bw / 2 - 20, 82, '#f6f4f0', { rx: 18 }),
      rect(bc + 8, 470, bw / 2 - 20, 82, '#f6f4f0', { rx: 18 }),
    ]),
  );
  svg.add(
    room.plane(85, [
      rect(b1 + 40, 500, bw / 2 - 70, 62, accent, { rx: 14 }),
      rect(bc + 30, 500, bw / 2 - 70, 62, accent, { rx: 14 }),
    ]),
  );
  svg.add(
    ...room.box(
      { x1: b1 - 14, x2: b2 + 14, y1: 541, y2: 610, d1: 390, d2: 470 },
      { front: darken(accent, 0.08), top: accent },
    ),
  );
  if (!offset && rng.chance(0.6))
    svg.add(room.plane(120, [plant(60, H, 260, rng.pick(['#e8e2d6', '#b5653e']), rng)]));
  // Ceiling fan or flush light.
  const fd = room.depth * 0.55;
  if (rng.chance(0.5)) {
    const blade = rng.pick([f.wood, '#8b8680', '#2b2b2b']);
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * Math.PI * 2 + 0.4;
      const pts: Pt[] = [];
      for (const [r, off] of [
        [30, -14],
        [200, -22],
        [200, 22],
        [30, 14],
      ] as const) {
        const ca = Math.cos(a);
        const sa = Math.sin(a);
        pts.push(room.p(fd + sa * r + ca * off, 640 + ca * r - sa * off, 80));
      }
      svg.add(poly(pts, blade));
    }
    svg.add(
      room.plane(fd, [
        rect(636, 0, 8, 70, '#3b3b3b'),
        ellipse(640, 80, 40, 18, '#3b3b3b'),
        ellipse(640, 96, 22, 12, '#f6efe0'),
      ]),
    );
  } else {
    svg.add(room.hEllipse(640, fd, 60, 45, 4, '#fbfaf6', { stroke: '#e2ded5', 'stroke-width': 2 }));
  }
  return svg;
}

// ---------------------------------------------------------------------------
// Building the portfolio
// ---------------------------------------------------------------------------

interface ImageRecord {
  url: string;
  main: boolean;
  exterior: boolean;
  interior: boolean;
  kitchen: boolean;
  room: boolean;
  bathroom: boolean;
}

interface Photo {
  slug: string;
  record: ImageRecord;
  render: () => Svg;
}

function photosFor(p: ProjectSpec): Photo[] {
  const finish = projectFinish(p.id);
  const image = (slug: string, flag: keyof Omit<ImageRecord, 'url'>): ImageRecord => ({
    url: `/assets/projects/${p.id}/${slug}.webp`,
    main: flag === 'main',
    exterior: flag === 'exterior',
    interior: flag === 'interior',
    kitchen: flag === 'kitchen',
    room: flag === 'room',
    bathroom: flag === 'bathroom',
  });
  const photos: Photo[] = [
    {
      slug: 'main',
      record: image('main', 'main'),
      render: () => renderExterior(p, 'front', new Rng(`${p.id}/main`)),
    },
  ];
  for (const section of SECTIONS) {
    for (let i = 1; i <= p.photos[section]; i++) {
      const slug = `${SECTION_SLUG[section]}-${i}`;
      const rng = new Rng(`${p.id}/${slug}`);
      // Alternate layouts within a section so a project's photos differ.
      const variant = (i - 1 + (hashString(`${p.id}/${section}`) % 2)) % 2;
      const render = (): Svg => {
        switch (section) {
          case 'exterior':
            return renderExterior(
              p,
              EXTERIOR_VIEWS[(i - 1) % EXTERIOR_VIEWS.length] ?? 'street',
              rng,
            );
          case 'interior':
            return renderLiving(finish, rng, variant);
          case 'kitchen':
            return renderKitchen(finish, rng, variant);
          case 'room':
            return renderBedroom(finish, rng, variant);
          case 'bathroom':
            return renderBathroom(finish, rng, variant);
        }
      };
      photos.push({ slug, record: image(slug, section), render });
    }
  }
  return photos;
}

function listingUrl(p: ProjectSpec): string {
  const slug = `${p.street} ${p.city} IN`.replace(/\s+/g, '-');
  return `https://www.zillow.com/homes/${slug}_rb/`;
}

async function main(): Promise<void> {
  await rm(PROJECTS_DIR, { recursive: true, force: true });
  const records: unknown[] = [];
  const sizes: { file: string; bytes: number }[] = [];

  for (const p of PROJECTS) {
    const dir = path.join(PROJECTS_DIR, p.id);
    await mkdir(dir, { recursive: true });
    const photos = photosFor(p);
    for (const photo of photos) {
      const svg = photo.render().toString();
      const webp = await sharp(Buffer.from(svg))
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer();
      await writeFile(path.join(dir, `${photo.slug}.webp`), webp);
      sizes.push({ file: `${p.id}/${photo.slug}.webp`, bytes: webp.length });
    }
    records.push({
      id: p.id,
      sort: p.sort,
      beds: p.beds,
      baths: p.baths,
      sq_footage: p.sq_footage,
      address: { address_line_1: p.street, city: p.city, state: 'IN' },
      is_sold: p.is_sold,
      pending_sale: p.pending_sale,
      year_sold: p.year_sold,
      full_remodel: p.full_remodel,
      full_renovation: p.full_renovation,
      post: listingUrl(p),
      images: photos.map((photo) => photo.record),
    });
  }

  // The data file must be one the site accepts in full.
  const { projects, problems } = parseProjectRecords(records);
  if (problems.length || projects.length !== PROJECTS.length) {
    for (const problem of problems) console.error(formatProblem(problem));
    throw new Error('data.json would not pass the project schema');
  }
  await mkdir(path.dirname(DATA_FILE), { recursive: true });
  await writeFile(DATA_FILE, `${JSON.stringify({ projects: records }, null, 2)}\n`);

  const width = Math.max(...sizes.map((s) => s.file.length));
  let total = 0;
  for (const { file, bytes } of sizes) {
    total += bytes;
    const flag = bytes >= MAX_BYTES ? '  TOO LARGE' : '';
    console.log(`${file.padEnd(width)}  ${(bytes / 1024).toFixed(1).padStart(6)} KB${flag}`);
  }
  const largest = Math.max(...sizes.map((s) => s.bytes));
  console.log(
    `\n${sizes.length} photos, ${(total / 1024).toFixed(1)} KB total, largest ${(largest / 1024).toFixed(1)} KB`,
  );
  console.log(`Wrote ${path.relative(ROOT, DATA_FILE)} with ${records.length} projects.`);
  if (largest >= MAX_BYTES) {
    console.error(`A photo is ${MAX_BYTES / 1000} KB or more; simplify its scene.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
