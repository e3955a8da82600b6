/** The back of a house, and the plain neighbouring houses seen beside it from the street. */
import { darken, lighten } from './color';
import { DIMS, houseDoor, houseWindow, railing, gable, roofFill, sidingFill } from './house-parts';
import type { HouseLook } from './projects';
import type { Rng } from './rng';
import { ellipse, pathEl, poly, rect, strokes, type Svg } from './svg';

/** The back of the same house: simpler openings, a deck and a patio umbrella. */
export function houseRear(svg: Svg, look: HouseLook, rng: Rng): string[] {
  const { w, h } = DIMS[look.style];
  const parts: string[] = [];
  const roof = roofFill(svg, look.roof);
  if (look.style === 'colonial') {
    parts.push(rect(-w / 2 + 96, -h - 180, 54, 120, '#8b4a3c'));
  }
  parts.push(
    rect(-w / 2, -h, w, h, sidingFill(svg, look)),
    rect(-w / 2 - 4, -14, w + 8, 14, '#8f8a82'),
  );
  if (look.style === 'craftsman' || look.style === 'shotgun-double') {
    parts.push(
      ...gable(svg, look, roof, w, h, {
        overhang: 40,
        drop: 8,
        rise: 205,
        inset: 14,
        shingleRise: 175,
      }),
    );
    parts.push(houseWindow(svg, -30, -h - 95, 60, 50, look, 'none'));
  } else {
    const top = look.style === 'ranch' ? 95 : look.style === 'bungalow' ? 165 : 125;
    const inset = look.style === 'ranch' ? 150 : 50;
    parts.push(
      poly(
        [
          [-w / 2 - 30, -h + 6],
          [w / 2 + 30, -h + 6],
          [w / 2 - inset, -h - top],
          [-w / 2 + inset, -h - top],
        ],
        roof,
      ),
    );
  }
  parts.push(rect(-w / 2 - 30, -h - 4, w + 60, 12, look.trim));
  if (look.style === 'colonial') {
    for (const cx of [-260, -90, 90, 260])
      parts.push(houseWindow(svg, cx - 36, -h + 30, 72, 105, look, 'colonial'));
  }
  const deckTop = -40;
  const deckX = -w / 2 + 40;
  const deckW = Math.min(400, w * 0.55);
  // Back door on the deck, then windows left to right wherever they fit.
  parts.push(houseDoor(svg, deckX + 60, deckTop - 150, 84, 150, look, true));
  const lastX = w / 2 - 160;
  let nextX = deckX + 170;
  if (nextX + 100 + 40 < lastX) {
    parts.push(houseWindow(svg, nextX, -170, 100, 92, look, 'sash'));
    nextX += 140;
  }
  if (nextX + 84 + 40 < lastX) parts.push(houseWindow(svg, nextX, -165, 84, 64, look, 'none'));
  parts.push(houseWindow(svg, lastX, -175, 120, 100, look, 'sash'));
  // Deck.
  const wood = '#9b6b45';
  const boards = svg.pattern(40, 12, [
    rect(0, 0, 40, 12, wood),
    rect(0, 10, 40, 2, darken(wood, 0.25)),
  ]);
  parts.push(rect(deckX - 20, deckTop, deckW + 40, -deckTop, boards));
  parts.push(rect(deckX - 20, deckTop, deckW + 40, 6, lighten(wood, 0.2)));
  const railTop = deckTop - 78;
  for (let px = deckX - 20; px <= deckX + deckW + 20; px += (deckW + 40) / 4) {
    parts.push(rect(px - 5, railTop, 10, 78, darken(wood, 0.1)));
  }
  parts.push(railing(deckX - 20, deckX + deckW + 20, railTop, deckTop, lighten(wood, 0.05), svg));
  // Patio umbrella and table.
  const ux = deckX + deckW * 0.72;
  const canopy = rng.pick(['#2f6f8f', '#c4553a', '#e2b04a', '#3b6b4f']);
  parts.push(rect(ux - 3, railTop - 110, 6, 130, '#444444'));
  parts.push(
    pathEl(
      `M${ux - 120} ${railTop - 100}Q${ux} ${railTop - 175} ${ux + 120} ${railTop - 100}Z`,
      canopy,
    ),
  );
  parts.push(
    strokes(
      [
        [
          [ux, railTop - 140],
          [ux - 60, railTop - 100],
        ],
        [
          [ux, railTop - 140],
          [ux + 60, railTop - 100],
        ],
      ],
      darken(canopy, 0.2),
      3,
    ),
  );
  parts.push(ellipse(ux, railTop + 8, 70, 9, '#3b3b3b'));
  if (deckW >= 350) {
    // Grill.
    const gx = deckX + deckW * 0.45;
    parts.push(rect(gx - 30, railTop - 20, 60, 40, '#2f2f31', { rx: 12 }));
    parts.push(rect(gx - 3, railTop - 34, 6, 14, '#2f2f31'));
  }
  return parts;
}

export function neighbourHouse(color: string): string {
  return [
    rect(-230, -230, 460, 230, color),
    poly(
      [
        [-260, -224],
        [260, -224],
        [0, -400],
      ],
      '#4b4d52',
    ),
    poly(
      [
        [-215, -230],
        [215, -230],
        [0, -370],
      ],
      lighten(color, 0.1),
    ),
    rect(-150, -170, 90, 110, '#6d8799', { stroke: '#f5f3ee', 'stroke-width': 10 }),
    rect(60, -170, 90, 110, '#6d8799', { stroke: '#f5f3ee', 'stroke-width': 10 }),
  ].join('');
}
