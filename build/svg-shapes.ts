/**
 * `import bed from '@material-design-icons/svg/filled/bed.svg?shapes'`: an SVG file's shapes,
 * the markup inside its root element, as a string, read at build time. The page's own `<svg>`
 * (src/components/icon.tsx) carries the size, colour and accessibility; each icon costs a
 * page only its path data, no code.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const QUERY = '?shapes';

/** The markup inside an SVG file's root element. */
export function svgShapesOf(svg: string): string {
  return svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
}

export function svgShapes(): Plugin {
  return {
    name: 'svg-shapes',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.svg${QUERY}`)) return null;
      const svg = await readFile(id.slice(0, -QUERY.length), 'utf8');
      return `export default ${JSON.stringify(svgShapesOf(svg))};`;
    },
  };
}
