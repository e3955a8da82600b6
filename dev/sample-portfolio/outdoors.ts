/** Sky, trees and shrubs shared by every exterior view. */
import { darken, lighten } from './color';
import type { Rng } from './rng';
import { circle, ellipse, group, place, poly, rect, type Svg, W } from './svg';

export const SKIES: readonly (readonly [string, string])[] = [
  ['#6fa8dc', '#d4e9f7'],
  ['#7fb3e0', '#e3f0f8'],
  ['#8ab8e2', '#f3e2c8'],
  ['#5d9bd5', '#cfe5f5'],
];
const LEAVES = ['#4f8a3f', '#5c9646', '#3f7a3a', '#6a9f4c'];

export function clouds(svg: Svg, rng: Rng, count: number): void {
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

export function treeLine(svg: Svg, rng: Rng, horizon: number): void {
  const parts: string[] = [];
  for (let x = -40; x < W + 60; x += rng.range(50, 100)) {
    const r = rng.range(35, 70);
    parts.push(
      ellipse(x, horizon - r * 0.3, r, r * 0.9, rng.pick(['#7ea474', '#6f9868', '#88ad7c'])),
    );
  }
  svg.add(group(parts, { opacity: 0.9 }));
}

export function tree(x: number, base: number, height: number, rng: Rng): string {
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

export function bush(x: number, y: number, r: number, color: string, flowers?: string): string {
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
