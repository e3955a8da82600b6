/** An SVG file's shapes as markup, read at build time (build/svg-shapes.ts). */
declare module '*.svg?shapes' {
  const shapes: string;
  export default shapes;
}
