import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronIcon } from '../../../components/chevron-icon';
import type { FilterOption } from '../project-filters';

type FilterGroupProps<T> = {
  label: string;
  options: FilterOption<T>[];
  selected: T | null;
  onSelect: (value: T | null) => void;
  /**
   * 'grid': a few options, all on screen at every width in equal cells (two a row on phones).
   * 'scroll': any number of options in one row that scrolls sideways, showing that more follow.
   */
  layout: 'grid' | 'scroll';
};

/** How far the fade at a scrolling row's edge reaches (px); focus scrolling keeps clear of it. */
const FADE = 48;

/** An option's height, and the room above and below a row of them (px). */
const OPTION_HEIGHT = 36;
const ROW_PADDING = 4;

/**
 * A labelled row of toggle buttons, the chosen one pressed. Plain MUI Buttons, already in the
 * first page load, instead of ToggleButtonGroup or Chip, which would add to it. Nothing in it
 * moves when live data replaces the prerendered counts: grid cells do not depend on their
 * text, and each count has room for as many digits as the largest.
 */
export function FilterGroup<T extends string>({
  label,
  options,
  selected,
  onSelect,
  layout,
}: FilterGroupProps<T>) {
  const labelId = useId();
  const digits = String(Math.max(0, ...options.map((option) => option.count))).length;
  const buttons = options.map((option) => {
    const pressed = option.value === selected;
    return (
      <Button
        key={option.value ?? ''}
        aria-pressed={pressed}
        variant={pressed ? 'contained' : 'outlined'}
        onClick={() => onSelect(option.value)}
        sx={{
          height: OPTION_HEIGHT,
          px: 1.75,
          whiteSpace: 'nowrap',
          flexShrink: 0,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {option.label}{' '}
        <Box
          component="span"
          // A margin, not the space before it: a button lays its text out as flex items, which
          // drops a space between them ("All(10)").
          sx={{ display: 'inline-block', ml: 0.5, minWidth: `${digits + 2}ch`, textAlign: 'start' }}
        >
          ({option.count})
        </Box>
      </Button>
    );
  });
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 1 }}
    >
      <Box
        id={labelId}
        sx={{
          fontWeight: 700,
          color: 'text.secondary',
          minWidth: 64,
          width: { xs: '100%', md: 'auto' },
          // Beside the options, centred on their first row by its own height rather than
          // against the options: a page painted before they have all arrived (a slow network)
          // must not move the label when they do.
          display: { md: 'flex' },
          alignItems: 'center',
          minHeight: { md: OPTION_HEIGHT + 2 * ROW_PADDING },
        }}
      >
        {label}
      </Box>
      {layout === 'grid' ? (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            flex: 1,
            maxWidth: { xs: '100%', sm: 600 },
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(4, minmax(0, 1fr))',
            },
            py: `${ROW_PADDING}px`,
          }}
        >
          {buttons}
        </Box>
      ) : (
        <ScrollingRow>{buttons}</ScrollingRow>
      )}
    </Box>
  );
}

/**
 * One row that scrolls sideways (by swipe, trackpad, or Tab from button to button): its
 * height never depends on how many options the data has. A fade and an arrow at an edge say
 * that more options follow there; the arrow scrolls the row for a mouse.
 */
function ScrollingRow({ children }: { children: ReactNode }) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const before = row.scrollLeft > 1;
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setMore((current) =>
      current.before === before && current.after === after ? current : { before, after },
    );
  }, []);
  // Measured before the first paint after hydration, and again as the row or its options change.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return undefined;
    measure();
    // Browsers without it (and jsdom) measure on scroll only.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    [...row.children].forEach((child) => observer.observe(child));
    return () => observer.disconnect();
  }, [measure, children]);
  const page = (direction: 1 | -1) =>
    rowRef.current?.scrollBy({
      left: direction * (rowRef.current.clientWidth - 2 * FADE),
      behavior: 'smooth',
    });

  return (
    <Box sx={{ position: 'relative', minWidth: 0, maxWidth: '100%', flex: { md: 1 } }}>
      <Box
        ref={rowRef}
        onScroll={measure}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          py: `${ROW_PADDING}px`,
          scrollPaddingInline: `${FADE}px`,
          // The fade and arrow show what the scrollbar would, without a bar that would change
          // the row's height when the data's cities stop fitting.
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {children}
      </Box>
      {more.before && <EdgeCue side="start" onClick={() => page(-1)} />}
      {more.after && <EdgeCue side="end" onClick={() => page(1)} />}
    </Box>
  );
}

/** A fade over the row's edge with an arrow: for the eye and the mouse (keys and swipes scroll the row itself). */
function EdgeCue({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  return (
    <Box
      aria-hidden
      data-more={side === 'end' ? 'after' : 'before'}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side === 'end' ? 'right' : 'left']: 0,
        width: FADE,
        display: 'flex',
        alignItems: 'center',
        justifyContent: side === 'end' ? 'flex-end' : 'flex-start',
        cursor: 'pointer',
        color: 'primary.main',
        background: (theme) =>
          `linear-gradient(to ${side === 'end' ? 'right' : 'left'}, transparent, ${theme.palette.background.default} 60%)`,
      }}
    >
      <ChevronIcon direction={side === 'end' ? 'right' : 'left'} />
    </Box>
  );
}
