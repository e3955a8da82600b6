/** What every room is drawn inside: floor, walls and ceiling, windows and the sunlight they cast. */
import { darken, lighten } from './color';
import { wearMarks } from './dated';
import type { Finish, FloorSpec } from './finish';
import type { Rng } from './rng';
import type { Room } from './room';
import { circle, group, H, poly, type Pt, rect, strokes, type Svg, W } from './svg';

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

export function shell(
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
  if (finish.dated) svg.add(...wearMarks(room, finish.dated.wear));
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
export function roomWindow(
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
export function sunPatch(room: Room, x: number, w: number, skew: number): string {
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
