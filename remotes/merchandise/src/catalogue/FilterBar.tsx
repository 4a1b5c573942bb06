import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type FilterName, filterOptions, type Filters, noFilters } from './filters';

const labels: Record<FilterName, string> = { colour: 'Colour', size: 'Size', uploaded: 'Upload date', price: 'Price' };
const names = Object.keys(filterOptions) as FilterName[];

/** Colour, Size, Upload date and Price (docs/product-rules.md#merchandise); each can be set back to All. */
export function FilterBar({ value, onChange }: { value: Filters; onChange(next: Filters): void }) {
  const active = names.some((name) => value[name] !== '');
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 3 }} role="group" aria-label="Filters">
      {names.map((name) => (
        <TextField
          key={name}
          select
          size="small"
          label={labels[name]}
          value={value[name]}
          onChange={(event) => onChange({ ...value, [name]: event.target.value })}
          sx={{ minWidth: 140, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All</MenuItem>
          {filterOptions[name].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {active && <Button onClick={() => onChange(noFilters)}>Clear filters</Button>}
    </Stack>
  );
}
