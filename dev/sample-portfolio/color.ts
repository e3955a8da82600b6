/** Hex colour arithmetic for shading faces and lights. */

function mix(a: string, b: string, t: number): string {
  const from = Number.parseInt(a.slice(1), 16);
  const to = Number.parseInt(b.slice(1), 16);
  let out = '#';
  for (const shift of [16, 8, 0]) {
    const x = (from >> shift) & 255;
    const y = (to >> shift) & 255;
    out += Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}
export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);
