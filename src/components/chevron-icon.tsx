/** Material's ChevronLeft and ChevronRight paths (24-unit box). */
const PATHS = {
  left: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  right: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
};

/**
 * A decorative 24px chevron in the current text colour, drawn inline: `@mui/icons-material`
 * wraps each icon in MUI's SvgIcon, whose code the home and list pages would otherwise carry
 * for two arrows (their initial JavaScript has a 130 KiB budget). Lazy pages keep MUI's icons.
 */
export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path d={PATHS[direction]} />
    </svg>
  );
}
