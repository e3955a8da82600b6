import { cx } from '../styles/cx';
import { iconSize } from './icon.css';
import { icons, type IconName, type IconShape } from './icons';

type IconProps = {
  name: IconName;
  size?: keyof typeof iconSize;
  /** A class for the icon's colour or spacing. */
  className?: string;
};

/**
 * A decorative Material icon in the current text colour (icons.ts), drawn as MUI's SvgIcon drew
 * it. `data-testid` names it as MUI did (`BedIcon`), so a test can tell which icon is shown.
 */
export function Icon({ name, size = 'medium', className }: IconProps) {
  const shape: IconShape = icons[name];
  return (
    <svg
      className={cx(iconSize[size], className)}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-testid={`${name}Icon`}
    >
      {shape.circle && <circle {...shape.circle} />}
      {shape.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
