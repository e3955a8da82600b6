/**
 * A project's interior finishes (walls, floor, cabinets, fabrics, …), chosen once per
 * project so every room of one house shares them.
 */
import { Rng } from './rng';

export interface FloorSpec {
  kind: 'planks' | 'tile' | 'checker' | 'carpet';
  color: string;
  color2: string;
  size: number;
}

/**
 * What a room looked like before the work (a "before" photo), besides its older colours:
 * see dated.ts, which makes it.
 */
export interface DatedLook {
  /** Almond appliances and fixtures. */
  fixture: string;
  /** Sheet vinyl where the finished room has a tile floor (neither draws from the Rng). */
  vinyl: FloorSpec;
  /** Kitchen window valance. */
  curtain: string;
  /**
   * Stains, scuffs and clutter are placed by this, never by the photo's own Rng, so the
   * room keeps the layout of the finished photo.
   */
  wear: Rng;
}

/**
 * Every colour and material a room is drawn with. The layout comes from the photo's seed,
 * so the same seed with another Finish is the same room finished differently, as long as
 * the floor kind stays: plank floors draw their boards from that seed too.
 */
export interface Finish {
  wall: string;
  trim: string;
  ceiling: string;
  floor: FloorSpec;
  cabinet: string;
  island: string;
  counter: string;
  backsplash: string;
  fabric: string;
  accent: string;
  wood: string;
  metal: string;
  vanity: string;
  tile: string;
  /** Set only to draw the room as it was before the work. */
  dated?: DatedLook;
}

/**
 * A renderer's own pick for the finished room, or the dated look's. Both are evaluated, so
 * the picks draw from the Rng whether or not the room is dated, and the layout stays.
 */
export function datedOr<T>(f: Finish, dated: (look: DatedLook) => T, picked: T): T {
  return f.dated ? dated(f.dated) : picked;
}

export const WALLS = [
  '#efe9df',
  '#e7e3da',
  '#dde4da',
  '#e2e7ea',
  '#f2ede4',
  '#e9e0d2',
  '#dbe1e6',
  '#ece4da',
];
const WOOD_FLOORS = ['#c49a6c', '#b0825a', '#8b6a4f', '#b7aa9b', '#d0b08a', '#a98b6d'];
const CABINETS = ['#f4f2ee', '#2f4858', '#8a9a82', '#55606b', '#b98d5f', '#dcd7cd', '#f0ede6'];
const COUNTERS = ['#f3f1ec', '#e6e2db', '#3a3a3c', '#c79a6b', '#ecebe8'];
const BACKSPLASHES = ['#f7f6f2', '#dfe8ec', '#e9dfd0', '#cfdcd5', '#f0ede6', '#d9dee4'];
export const FABRICS = [
  '#7b8c99',
  '#b8a58f',
  '#4f6d7a',
  '#8a9a7b',
  '#c9c1b4',
  '#5b6470',
  '#a26b57',
  '#d5cdbf',
];
export const ACCENTS = [
  '#d9772b',
  '#c05a4a',
  '#2f6f8f',
  '#e0b04a',
  '#6b8f71',
  '#9b5d86',
  '#1b3a5c',
];
const WOODS = ['#8b5e3c', '#a0714a', '#6e4b33', '#c09468', '#3f3a36'];
const METALS = ['#c7ccd1', '#2b2b2b', '#c2a15a'];
export const TILES = ['#f4f4f1', '#dde8ec', '#e9e4da', '#cddbd4', '#e2e6ea', '#f1ebe1'];
export const VANITIES = ['#2f4858', '#f4f2ee', '#8a9a82', '#7a5a3e', '#55606b', '#3f5f6f'];

export function projectFinish(id: string): Finish {
  const r = new Rng(`${id}/finish`);
  const cabinet = r.pick(CABINETS);
  const floorKind = r.chance(0.8) ? 'planks' : 'carpet';
  const floorColor =
    floorKind === 'planks' ? r.pick(WOOD_FLOORS) : r.pick(['#c8bba8', '#b9b2a7', '#cfc4b3']);
  return {
    wall: r.pick(WALLS),
    trim: '#f9f8f4',
    ceiling: '#f7f6f2',
    floor: { kind: floorKind, color: floorColor, color2: floorColor, size: 64 },
    cabinet,
    island: r.chance(0.5) ? cabinet : r.pick(CABINETS),
    counter: r.pick(COUNTERS),
    backsplash: r.pick(BACKSPLASHES),
    fabric: r.pick(FABRICS),
    accent: r.pick(ACCENTS),
    wood: r.pick(WOODS),
    metal: r.pick(METALS),
    vanity: r.pick(VANITIES),
    tile: r.pick(TILES),
  };
}
