/**
 * Material icons the first load draws, as their bare SVG path. `@mui/icons-material` wraps each
 * in MUI's SvgIcon, whose code and styles the home and list pages would otherwise carry for
 * two arrows (their initial JavaScript has a 130 KiB budget); lazy pages keep using it.
 */
export const ICON_PATHS = {
  chevronLeft: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  chevronRight: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
};

/** A decorative 24-unit Material icon in the current text colour, `size` px square. */
export function PathIcon({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path d={path} />
    </svg>
  );
}
