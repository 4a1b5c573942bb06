import { MenuItem, Stack, TextField } from '@mui/material';
import { EVENT_TYPE_OPTIONS, METHOD_OPTIONS, STATUS_OPTIONS, type PaymentFilters } from './filters';

const FILTERS = [
  { key: 'status', label: 'Status', options: STATUS_OPTIONS },
  { key: 'method', label: 'Payment Method', options: METHOD_OPTIONS },
  { key: 'eventType', label: 'Event Type', options: EVENT_TYPE_OPTIONS },
] as const;

export function PaymentFilterBar({ filters, onChange }: { filters: PaymentFilters; onChange: (filters: PaymentFilters) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      {FILTERS.map(({ key, label, options }) => (
        <TextField
          key={key}
          select
          size="small"
          label={label}
          value={filters[key]}
          onChange={(event) => onChange({ ...filters, [key]: event.target.value })}
          sx={{ minWidth: 180 }}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <TextField
        type="search"
        size="small"
        label="Search payments"
        placeholder="Name or e-mail"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </Stack>
  );
}
