import Bathtub from '@material-design-icons/svg/filled/bathtub.svg?shapes';
import Bed from '@material-design-icons/svg/filled/bed.svg?shapes';
import CheckCircle from '@material-design-icons/svg/filled/check_circle.svg?shapes';
import ChevronLeft from '@material-design-icons/svg/filled/chevron_left.svg?shapes';
import ChevronRight from '@material-design-icons/svg/filled/chevron_right.svg?shapes';
import Compare from '@material-design-icons/svg/filled/compare.svg?shapes';
import Email from '@material-design-icons/svg/filled/email.svg?shapes';
import ErrorOutline from '@material-design-icons/svg/outlined/error_outline.svg?shapes';
import FormatPaint from '@material-design-icons/svg/filled/format_paint.svg?shapes';
import OpenInFull from '@material-design-icons/svg/filled/open_in_full.svg?shapes';
import OpenInNew from '@material-design-icons/svg/filled/open_in_new.svg?shapes';
import Park from '@material-design-icons/svg/filled/park.svg?shapes';
import Phone from '@material-design-icons/svg/filled/phone.svg?shapes';
import Restaurant from '@material-design-icons/svg/filled/restaurant.svg?shapes';
import WarningAmber from '@material-design-icons/svg/filled/warning_amber.svg?shapes';
import { cx } from '../styles/cx';
import { iconSize } from './icon.css';

/**
 * The icons the pages draw: Google's Material Icons as `@material-design-icons/svg` ships them
 * (the set Material Design's components draw), each file's shapes read by the build (`?shapes`,
 * scripts/build/svg-shapes.ts), so no icon code runs and a page ships only each icon's path
 * data. The photo viewer imports its own few the same way, out of the first load.
 */
const icons = {
  Bathtub,
  Bed,
  CheckCircle,
  ChevronLeft,
  ChevronRight,
  Compare,
  Email,
  ErrorOutline,
  FormatPaint,
  OpenInFull,
  OpenInNew,
  Park,
  Phone,
  Restaurant,
  WarningAmber,
};

export type IconName = keyof typeof icons;

type IconProps = {
  name: IconName;
  size?: keyof typeof iconSize;
  /** A class for the icon's colour or spacing. */
  className?: string;
};

/**
 * A decorative icon in the current text colour. `data-testid` names it (`BedIcon`), so a test
 * can tell which icon is shown.
 */
export function Icon({ name, ...props }: IconProps) {
  return <SvgFileIcon shapes={icons[name]} testId={`${name}Icon`} {...props} />;
}

type SvgFileIconProps = Omit<IconProps, 'name'> & {
  /** An icon file's shapes: `import close from '@material-design-icons/svg/filled/close.svg?shapes'`. */
  shapes: string;
  testId?: string;
};

/** An icon from its file: what `Icon` draws, for an icon the first load does not need. */
export function SvgFileIcon({ shapes, size = 'medium', className, testId }: SvgFileIconProps) {
  return (
    <svg
      className={cx(iconSize[size], className)}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-testid={testId}
      // The icon file's own markup, read at build time: never a visitor's data.
      dangerouslySetInnerHTML={{ __html: shapes }}
    />
  );
}
