import Box, { type BoxProps } from '@mui/material/Box';
import { BREAKPOINTS, CONTAINER } from '../config/layout';

type PageContainerProps = Omit<BoxProps, 'maxWidth'> & {
  /** `lg` (the default) holds every page's content; `md` a short message. */
  maxWidth?: 'md' | 'lg';
};

/**
 * The column that holds a page's content, drawn from the layout constants that photo `sizes`
 * are computed from (src/config/layout.ts): the screen's width less its padding, at most the
 * breakpoint's width. It draws what MUI's Container draws, without Container's code (about
 * 0.6 KiB gzip) in every page's first load.
 */
export function PageContainer({ maxWidth = 'lg', sx, ...props }: PageContainerProps) {
  return (
    <Box
      {...props}
      sx={[
        {
          display: 'block',
          boxSizing: 'border-box',
          width: '100%',
          mx: 'auto',
          px: { xs: `${CONTAINER.padding.xs}px`, sm: `${CONTAINER.padding.sm}px` },
          maxWidth: { [maxWidth]: BREAKPOINTS[maxWidth] },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
