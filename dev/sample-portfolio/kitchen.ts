/** Kitchen photos. */
import { darken, lighten } from './color';
import { clutter, dishRack, fluorescentBox, microwave, valance } from './dated';
import { datedOr, type Finish, type FloorSpec } from './finish';
import { cabinetFront, glow, plant } from './furnishings';
import type { Rng } from './rng';
import { Room } from './room';
import { roomWindow, shell } from './room-shell';
import { circle, ellipse, pathEl, poly, rect, strokes, Svg, W } from './svg';

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
export function renderKitchen(f: Finish, rng: Rng, variant: number): Svg {
  const svg = new Svg();
  svg.mirrored = rng.chance(0.5);
  const room = new Room(rng.range(600, 700), rng.range(285, 310), rng.range(0.58, 0.62));
  const wall = f.wall;
  const tiled = rng.chance(0.5);
  const floor: FloorSpec = tiled
    ? datedOr(f, (look) => look.vinyl, {
        kind: 'tile',
        color: rng.pick(['#d8d4cc', '#c9c6c0', '#e4e0d8', '#b9b4ac']),
        color2: '#000000',
        size: 150,
      })
    : f.floor;
  shell(svg, room, wall, f, floor, rng);
  const cab = f.cabinet;
  const pull = f.metal;
  // Stainless steel, or the almond enamel of the appliances it replaced.
  const steel = svg.linear(
    datedOr(
      f,
      ({ fixture }) => [
        [0, darken(fixture, 0.06)],
        [0.5, lighten(fixture, 0.12)],
        [1, darken(fixture, 0.12)],
      ],
      [
        [0, '#d5d9dc'],
        [0.5, '#eef0f1'],
        [1, '#b9bec2'],
      ],
    ),
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
  if (f.dated) svg.add(room.plane(0, valance(win[0], 150, winW, f.dated.curtain)));
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
  if (f.dated) {
    // A microwave and a dish rack on the counter, odds and ends wherever there is room.
    const { fixture, wear } = f.dated;
    const free = runs.flatMap(([a, b]) =>
      subtractSpans(
        [a + 10, b - 10],
        [
          [sinkC - 120, sinkC + 280],
          [boardX + 20, boardX + 230],
        ],
      ),
    );
    const [widest] = [...free].sort(([a1, b1], [a2, b2]) => b2 - a2 - (b1 - a1));
    if (widest && widest[1] - widest[0] >= 190) {
      svg.add(...microwave(room, widest[0] + 10, 468, fixture));
      if (widest[1] - widest[0] >= 300)
        svg.add(...clutter(room, widest[0] + 200, widest[1], 468, wear));
    }
    svg.add(...dishRack(room, sinkC + 120, 468));
  }

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
  if (f.dated) {
    svg.add(room.plane(pendantD, fluorescentBox(svg, 650, 420)));
    return svg;
  }
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
