/** Exterior photos: the front shot every project has and the street, rear and porch views. */
import { houseFront } from './house-front';
import { CONCRETE, DIMS } from './house-parts';
import { houseRear, neighbourHouse } from './house-rear';
import { bush, clouds, SKIES, tree, treeLine } from './outdoors';
import type { HouseLook } from './projects';
import { Rng } from './rng';
import { circle, ellipse, group, H, num, place, poly, type Pt, rect, strokes, Svg, W } from './svg';

type ExteriorView = 'front' | 'street' | 'rear' | 'porch';
export const EXTERIOR_VIEWS: readonly ExteriorView[] = ['street', 'rear', 'porch'];

/**
 * The house's shape comes from its style and the project id; its colours and materials
 * from `look` alone, so the same house can be drawn in another condition (a dated, worn
 * look) by passing a different look, without a second copy of this code.
 */
export function renderExterior(
  projectId: string,
  look: HouseLook,
  view: ExteriorView,
  rng: Rng,
): Svg {
  const svg = new Svg();
  // The house's own asymmetry is fixed per project, so every shot shows the same house.
  const houseRng = new Rng(`${projectId}/house`);
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
