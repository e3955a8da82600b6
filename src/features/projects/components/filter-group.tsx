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
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Box
        id={labelId}
        sx={{
          fontWeight: 700,
          color: 'text.secondary',
          minWidth: { md: 64 },
          width: { xs: '100%', md: 'auto' },
        }}
      >
        {label}
      </Box>
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <Button
            key={option.value ?? ''}
            aria-pressed={pressed}
            variant={pressed ? 'contained' : 'outlined'}
            onClick={() => onSelect(option.value)}
            sx={{ px: 1.75, fontVariantNumeric: 'tabular-nums' }}
          >
            {option.label} ({option.count})
          </Button>
        );
      })}
    </Box>
  );
}
