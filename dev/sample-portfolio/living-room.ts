/** Living-room photos (the "interior" section). */
import { darken, lighten } from './color';
import { ACCENTS, FABRICS, type Finish, WALLS } from './finish';
import { art, coffeeTable, glow, plant, rug, RUG_BORDERS, sofa } from './furnishings';
import type { Rng } from './rng';
import { Room } from './room';
import { roomWindow, shell, sunPatch } from './room-shell';
import { ellipse, H, poly, rect, Svg, W } from './svg';

const LIVING_RUGS = ['#d9d0c1', '#b9c4c9', '#cbb59a'];

/** variant 0: sofa against the back wall; 1: fireplace wall. */
export function renderLiving(f: Finish, rng: Rng, variant: number): Svg {
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
      ...rug(room, cx - 380, cx + 380, 180, 640, rng.pick(LIVING_RUGS), rng.pick(RUG_BORDERS)),
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
      ...rug(room, cx - 420, cx + 420, 200, 700, rng.pick(LIVING_RUGS), rng.pick(RUG_BORDERS)),
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
