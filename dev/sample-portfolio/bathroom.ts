/** Bathroom photos. */
import { darken, lighten } from './color';
import { clutter, hollywoodBar } from './dated';
import { ACCENTS, datedOr, type Finish, type FloorSpec, TILES, VANITIES } from './finish';
import { cabinetFront, glow, plant } from './furnishings';
import type { Rng } from './rng';
import { Room } from './room';
import { shell } from './room-shell';
import { circle, ellipse, H, pathEl, poly, type Pt, rect, strokes, Svg, W } from './svg';

/** variant 0: tub; 1: walk-in shower. */
export function renderBathroom(f: Finish, rng: Rng, variant: number): Svg {
  const svg = new Svg();
  svg.mirrored = rng.chance(0.5);
  const room = new Room(rng.range(620, 720), rng.range(280, 305), rng.range(0.66, 0.7));
  const wall = datedOr(
    f,
    () => f.wall,
    rng.pick(['#f1efea', '#e3e9ea', '#e9e2d6', '#dfe6df', f.wall]),
  );
  const tileColor = datedOr(f, () => f.tile, rng.chance(0.5) ? f.tile : rng.pick(TILES));
  const floor: FloorSpec = datedOr(
    f,
    (look) => look.vinyl,
    rng.chance(0.35)
      ? { kind: 'checker', color: '#f2f1ee', color2: '#2d2f33', size: 95 }
      : {
          kind: 'tile',
          color: rng.pick(['#d6d3cd', '#c4c8ca', '#e2ddd4', '#b8b2a8']),
          color2: '#000000',
          size: 120,
        },
  );
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
  const vanity = datedOr(f, () => f.vanity, rng.chance(0.6) ? f.vanity : rng.pick(VANITIES));
  // A frameless medicine-cabinet mirror before the work.
  const frame = datedOr(f, () => '#b4b2aa', rng.pick(['#2b2b2b', '#c2a15a', '#8b5e3c', '#f4f2ee']));
  const mirrorGlass = svg.linear([
    [0, '#e8eff3'],
    [1, '#b9c8d2'],
  ]);
  const round = rng.chance(0.4) && !f.dated;
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
  if (f.dated) svg.add(room.plane(12, hollywoodBar(svg, vc, 92, mw + 60, f.metal)));
  for (const sx of f.dated ? [] : [vc - sconceDx, vc + sconceDx]) {
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
  // Odds and ends left on the tank.
  if (f.dated) svg.add(...clutter(room, tc - 85, tc + 85, 462, f.dated.wear));
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
