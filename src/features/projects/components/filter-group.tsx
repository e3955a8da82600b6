import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId } from 'react';
import type { FilterOption } from '../project-filters';

type FilterGroupProps<T> = {
  label: string;
  options: FilterOption<T>[];
  selected: T | null;
  onSelect: (value: T | null) => void;
};

/**
 * A labelled row of toggle buttons, the chosen one pressed. Plain MUI Buttons, already in the
 * first page load, instead of ToggleButtonGroup or Chip, which would add to it.
 */
export function FilterGroup<T extends string>({
  label,
  options,
  selected,
  onSelect,
}: FilterGroupProps<T>) {
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', flexWrap: { xs: 'wrap', md: 'nowrap' }, alignItems: 'center', gap: 1 }}
    >
      <Box
        id={labelId}
        sx={{
          fontWeight: 700,
          color: 'text.secondary',
          minWidth: 64,
          width: { xs: '100%', md: 'auto' },
        }}
      >
        {label}
      </Box>
      {/* One row that scrolls sideways: its height never depends on how many cities the data
          has, so live data replacing the prerendered snapshot shifts nothing below it. */}
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          maxWidth: '100%',
          minWidth: 0,
          py: 0.5,
          '& > button': { flexShrink: 0 },
        }}
      >
        {options.map((option) => {
          const pressed = option.value === selected;
          return (
            <Button
              key={option.value ?? ''}
              aria-pressed={pressed}
              variant={pressed ? 'contained' : 'outlined'}
              onClick={() => onSelect(option.value)}
              sx={{ px: 1.75, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            >
              {option.label} ({option.count})
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
