/** The street face of a house, assembled from its parts in the style its HouseLook names. */
import { darken, lighten } from './color';
import {
  CONCRETE,
  DIMS,
  gable,
  houseDoor,
  type HouseDrawing,
  houseWindow,
  PORCH_FLOOR,
  railing,
  roofFill,
  sidingFill,
  steps,
} from './house-parts';
import type { HouseLook } from './projects';
import { poly, rect, type Svg } from './svg';

export function houseFront(svg: Svg, look: HouseLook): HouseDrawing {
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
        ...gable(svg, look, roof, w, h, {
          overhang: 50,
          drop: 8,
          rise: 215,
          inset: 14,
          shingleRise: 182,
        }),
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
        ...gable(svg, look, roof, w, h, {
          overhang: 30,
          drop: 6,
          rise: 200,
          inset: 12,
          shingleRise: 170,
        }),
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
