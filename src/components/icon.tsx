import { cx } from '../styles/cx';
import { iconSize } from './icon.css';

type IconProps = {
  /**
   * An SVG file's shapes, read at build time (build/svg-shapes.ts):
   * `import bed from '@material-design-icons/svg/filled/bed.svg?shapes'`.
   */
  shapes: string;
  /**
   * Only for tests, which find a decorative icon by `data-testid` (it has no role or name to
   * find it by): `name="Bed"` is `data-testid="BedIcon"`.
   */
  name?: string;
  /** A size in the text's terms (an `icon.css.ts` class), unless `width` and `height` are given. */
  size?: keyof typeof iconSize;
  /** The file's own drawing area, where it is not Material Icons' 24×24 grid. */
  viewBox?: string;
  /**
   * Fixed pixels, for a drawing not sized with the text: the logo, which brings its own colours,
   * and the carousel's arrow, which Swiper's stylesheet colours.
   */
  width?: number;
  height?: number;
  /** A class for the icon's colour or spacing. */
  className?: string;
};

/**
 * A decorative drawing from a file read at build time: Google's Material Icons as
 * `@material-design-icons/svg` ships them, and the few drawings with their own grid. Each module
 * imports the files it draws, so a drawing travels in the chunk of the page that shows it, as its
 * path data alone: no icon code runs.
 */
export function Icon({ shapes, name, size = 'medium', className, ...drawing }: IconProps) {
  return (
    <svg
      className={drawing.width ? className : cx(iconSize[size], className)}
      viewBox="0 0 24 24"
      {...drawing}
      aria-hidden="true"
      focusable="false"
      data-testid={name && `${name}Icon`}
      // The file's own markup, read at build time: never a visitor's data.
      dangerouslySetInnerHTML={{ __html: shapes }}
    />
  );
}
