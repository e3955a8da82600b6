/**
 * The Material icons the prerendered pages draw, as their shapes: the same paths as
 * `@mui/icons-material` (src/components/__tests__/icons.test.tsx holds them to it), without
 * MUI's SvgIcon and its run-time styles in every page's first load.
 */
export type IconShape = {
  paths: readonly string[];
  circle?: { cx: number; cy: number; r: number };
};

export const icons = {
  Bathtub: {
    circle: { cx: 7, cy: 7, r: 2 },
    paths: [
      'M20 13V4.83C20 3.27 18.73 2 17.17 2c-.75 0-1.47.3-2 .83l-1.25 1.25c-.16-.05-.33-.08-.51-.08-.4 0-.77.12-1.08.32l2.76 2.76c.2-.31.32-.68.32-1.08 0-.18-.03-.34-.07-.51l1.25-1.25c.15-.15.36-.24.58-.24.46 0 .83.37.83.83V13h-6.85c-.3-.21-.57-.45-.82-.72l-1.4-1.55c-.19-.21-.43-.38-.69-.5-.31-.15-.65-.23-1-.23C6 10.01 5 11.01 5 12.25V13H2v6c0 1.1.9 2 2 2 0 .55.45 1 1 1h14c.55 0 1-.45 1-1 1.1 0 2-.9 2-2v-6z',
    ],
  },
  Bed: {
    paths: [
      'M21 10.78V8c0-1.65-1.35-3-3-3h-4c-.77 0-1.47.3-2 .78-.53-.48-1.23-.78-2-.78H6C4.35 5 3 6.35 3 8v2.78c-.61.55-1 1.34-1 2.22v6h2v-2h16v2h2v-6c0-.88-.39-1.67-1-2.22M14 7h4c.55 0 1 .45 1 1v2h-6V8c0-.55.45-1 1-1M5 8c0-.55.45-1 1-1h4c.55 0 1 .45 1 1v2H5z',
    ],
  },
  CheckCircle: {
    paths: [
      'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
    ],
  },
  ChevronLeft: { paths: ['M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z'] },
  ChevronRight: { paths: ['M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z'] },
  Compare: {
    paths: [
      'M10 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h5v2h2V1h-2zm0 15H5l5-6zm9-15h-5v2h5v13l-5-6v9h5c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2',
    ],
  },
  Email: {
    paths: [
      'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z',
    ],
  },
  /** MUI Alert's error sign (@mui/icons-material draws it as ErrorOutlineOutlined). */
  ErrorOutline: {
    paths: [
      'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
    ],
  },
  FormatPaint: {
    paths: [
      'M18 4V3c0-.55-.45-1-1-1H5c-.55 0-1 .45-1 1v4c0 .55.45 1 1 1h12c.55 0 1-.45 1-1V6h1v4H9v11c0 .55.45 1 1 1h2c.55 0 1-.45 1-1v-9h8V4z',
    ],
  },
  OpenInFull: { paths: ['M21 11V3h-8l3.29 3.29-10 10L3 13v8h8l-3.29-3.29 10-10z'] },
  OpenInNew: {
    paths: [
      'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z',
    ],
  },
  Park: { paths: ['M17 12h2L12 2 5.05 12H7l-3.9 6h6.92v4h3.96v-4H21z'] },
  Phone: {
    paths: [
      'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z',
    ],
  },
  Restaurant: {
    paths: [
      'M11 9H9V2H7v7H5V2H3v7c0 2.12 1.66 3.84 3.75 3.97V22h2.5v-9.03C11.34 12.84 13 11.12 13 9V2h-2zm5-3v8h2.5v8H21V2c-2.76 0-5 2.24-5 4',
    ],
  },
  WarningAmber: { paths: ['M12 5.99 19.53 19H4.47zM12 2 1 21h22z', 'M13 16h-2v2h2zm0-6h-2v5h2z'] },
} as const satisfies Record<string, IconShape>;

export type IconName = keyof typeof icons;
