/** Furniture, cabinetry and decor placed in rooms: art, plants, lamps, sofas, tables, rugs. */
import { darken, lighten } from './color';
import type { Rng } from './rng';
import type { Room } from './room';
import { circle, ellipse, H, num, pathEl, poly, rect, type Svg } from './svg';

export function art(
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

export function plant(x: number, base: number, size: number, pot: string, rng: Rng): string {
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

export function glow(svg: Svg, x: number, y: number, r: number): string {
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

export function tableLamp(svg: Svg, x: number, base: number, body: string): string {
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

export function sofa(
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

export function coffeeTable(
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

/** Dark enough to frame any rug field colour, so rooms pick field and border independently. */
export const RUG_BORDERS = ['#8a7b6a', '#5b6b75', '#a26b57'];

export function rug(
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

/** Shaker doors and drawers on a cabinet face, in room coordinates. */
export function cabinetFront(
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
