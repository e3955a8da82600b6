/**
 * A tiny SVG writer: shape helpers returning markup strings, and the 1280×720 canvas
 * that collects gradients and patterns as defs.
 */

export const W = 1280;
export const H = 720;

export type Pt = readonly [number, number];
export type Attrs = Record<string, string | number | undefined>;
type Stop = readonly [offset: number, color: string, opacity?: number];

export const num = (v: number) => String(Math.round(v * 10) / 10);

function el(tag: string, attrs: Attrs, children?: string): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const poly = (points: readonly Pt[], fill: string, extra: Attrs = {}) =>
  el('polygon', {
    points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '),
    fill,
    ...extra,
  });
export const pathEl = (d: string, fill: string, extra: Attrs = {}) =>
  el('path', { d, fill, ...extra });
export const group = (children: readonly string[], attrs: Attrs = {}) =>
  el('g', attrs, children.join(''));
export const place = (x: number, y: number, scale = 1) =>
  `translate(${num(x)} ${num(y)}) scale(${scale.toFixed(4)})`;

/** One path made of separate straight strokes, cheaper than many <line>s. */
export function strokes(
  segments: readonly (readonly [Pt, Pt])[],
  stroke: string,
  width: number,
  extra: Attrs = {},
) {
  const d = segments
    .map(([[x1, y1], [x2, y2]]) => `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`)
    .join('');
  return pathEl(d, 'none', { stroke, 'stroke-width': width, ...extra });
}

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private count = 0;
  private glassFill: string | undefined;
  mirrored = false;

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  private id(): string {
    return `d${this.count++}`;
  }

  linear(stops: readonly Stop[], horizontal = false): string {
    const direction = { x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 };
    return this.gradient('linearGradient', direction, stops);
  }

  radial(stops: readonly Stop[]): string {
    return this.gradient('radialGradient', {}, stops);
  }

  private gradient(tag: string, attrs: Attrs, stops: readonly Stop[]): string {
    const id = this.id();
    const inner = stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join('');
    this.defs.push(el(tag, { id, ...attrs }, inner));
    return `url(#${id})`;
  }

  pattern(width: number, height: number, content: readonly string[]): string {
    const id = this.id();
    this.defs.push(
      el('pattern', { id, width, height, patternUnits: 'userSpaceOnUse' }, content.join('')),
    );
    return `url(#${id})`;
  }

  clip(x: number, y: number, w: number, h: number): string {
    const id = this.id();
    this.defs.push(el('clipPath', { id }, rect(x, y, w, h, '#000')));
    return `url(#${id})`;
  }

  /** Window glass seen from outside: sky reflection fading to a dark interior. */
  glass(): string {
    this.glassFill ??= this.linear([
      [0, '#c4d9e6'],
      [0.45, '#7f9db1'],
      [1, '#43596a'],
    ]);
    return this.glassFill;
  }

  toString(): string {
    const vignette = this.radial([
      [0.55, '#000000', 0],
      [1, '#000000', 0.2],
    ]);
    const body = this.mirrored
      ? group(this.body, { transform: `matrix(-1 0 0 1 ${W} 0)` })
      : this.body.join('');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${this.defs.join('')}</defs>${body}` +
      `${el('ellipse', { cx: W / 2, cy: H / 2, rx: W * 0.75, ry: H * 0.8, fill: vignette })}</svg>`
    );
  }
}
