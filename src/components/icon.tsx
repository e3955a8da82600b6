import { cx } from '../styles/cx';
import { iconSize } from './icon.css';

type IconProps = {
  /**
   * A Material icon file's shapes, read at build time (build/svg-shapes.ts):
   * `import bed from '@material-design-icons/svg/filled/bed.svg?shapes'`.
   */
  shapes: string;
  /**
   * Only for tests, which find a decorative icon by `data-testid` (it has no role or name to
   * find it by): `name="Bed"` is `data-testid="BedIcon"`.
   */
  name?: string;
  size?: keyof typeof iconSize;
  /** A class for the icon's colour or spacing. */
  className?: string;
};

/**
 * A decorative icon in the current text colour: Google's Material Icons as
 * `@material-design-icons/svg` ships them. Each module imports the icons it draws, so an icon
 * travels in the chunk of the page that shows it, as its path data alone: no icon code runs.
 */
export function Icon({ shapes, name, size = 'medium', className }: IconProps) {
  return (
    <svg
      className={cx(iconSize[size], className)}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-testid={name && `${name}Icon`}
      // The icon file's own markup, read at build time: never a visitor's data.
      dangerouslySetInnerHTML={{ __html: shapes }}
    />
  );
}
