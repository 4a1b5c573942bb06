import { MenuItem, Stack, TextField } from '@mui/material';
import { AUDIT_ENTITIES } from '@shared/domain';
import { errorProps, type FieldErrors } from '@shared/ui';
import type { ActivityFilters } from './activityFilters';
import { entityLabels } from './auditLabels';

interface Props {
  filters: ActivityFilters;
  errors: FieldErrors<keyof ActivityFilters>;
  /** The one filter changed. */
  onChange(change: Partial<ActivityFilters>): void;
}

/** Member, Entity, From and To: each change goes to the address, and from there to the API. */
export function ActivityFilterBar({ filters, errors, onChange }: Props) {
  const set = (name: keyof ActivityFilters, value: string) => onChange({ [name]: value });
  const to = errorProps(errors.to);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} role="search" aria-label="Filter the activity">
      <TextField
        type="search"
        size="small"
        label="Member"
        placeholder="E-mail address"
        value={filters.member}
        onChange={(event) => set('member', event.target.value)}
        sx={{ minWidth: 240 }}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <TextField
        select
        size="small"
        label="Entity"
        value={filters.entity}
        onChange={(event) => set('entity', event.target.value)}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="all">All</MenuItem>
        {AUDIT_ENTITIES.map((entity) => (
          <MenuItem key={entity} value={entity}>
            {entityLabels[entity]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label="From"
        value={filters.from}
        onChange={(event) => set('from', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={filters.to}
        onChange={(event) => set('to', event.target.value)}
        {...to}
        slotProps={{ ...to.slotProps, inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
