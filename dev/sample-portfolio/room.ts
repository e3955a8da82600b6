/**
 * One-point perspective for rooms. Room coordinates span the picture plane
 * (x 0..1280, y 0 = ceiling .. 720 = floor); d is the distance out from the back wall.
 */
import { darken, lighten } from './color';
import { type Attrs, group, place, poly, type Pt } from './svg';

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

export class Room {
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
