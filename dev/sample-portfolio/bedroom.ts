/** Bedroom photos (the "room" section). */
import { darken } from './color';
import { ACCENTS, FABRICS, type Finish, type FloorSpec, WALLS } from './finish';
import { art, plant, rug, RUG_BORDERS, tableLamp } from './furnishings';
import type { Rng } from './rng';
import { Room } from './room';
import { roomWindow, shell, sunPatch } from './room-shell';
import { circle, ellipse, H, poly, type Pt, rect, strokes, Svg, W } from './svg';

/** variant 0: bed off-centre beside a big window; 1: centred between two windows. */
export function renderBedroom(f: Finish, rng: Rng, variant: number): Svg {
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
      rng.pick(RUG_BORDERS),
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
