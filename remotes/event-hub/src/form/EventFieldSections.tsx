// Field groups both event forms show, so the two forms differ only where the events do.
import { Grid, MenuItem, TextField, Typography } from '@mui/material';
import type { EventValues } from './eventValues';
import { ImageUploadField } from './ImageUploadField';
import type { EventForm } from './useEventForm';

const pounds = { inputMode: 'decimal' as const };

/** A pounds amount; the form converts it to pence. */
export function MoneyField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      slotProps={{ htmlInput: pounds, input: { startAdornment: <Typography sx={{ mr: 0.5 }}>£</Typography> } }}
    />
  );
}

export function DayAndTimeFields<V extends EventValues>({
  form,
  dayLabel,
  timeLabel,
}: {
  form: EventForm<V>;
  dayLabel: string;
  timeLabel: string;
}) {
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField type="date" label={dayLabel} {...form.bind('day')} fullWidth slotProps={shrink} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField type="time" label={timeLabel} {...form.bind('time')} fullWidth slotProps={shrink} />
      </Grid>
    </Grid>
  );
}

/** Event images and poster, uploaded as they are chosen, with their recommended sizes. */
export function ImagesSection<V extends EventValues>({ form }: { form: EventForm<V> }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Recommended sizes: flyers 1080x1080, poster 1300x406
      </Typography>
      <ImageUploadField
        label="Event images"
        urls={form.values.images}
        onAdd={form.images.add}
        onRemove={form.images.remove}
        onBusyChange={form.images.busy}
      />
      <ImageUploadField
        label="Poster image"
        single
        urls={form.values.posterImage ? [form.values.posterImage] : []}
        onAdd={form.poster.add}
        onRemove={form.poster.remove}
        onBusyChange={form.poster.busy}
      />
    </>
  );
}

const wholeNumber = { htmlInput: { inputMode: 'numeric' as const } };

/**
 * Capacity, instalment deadline, status and the cancellation policy: what the box office needs
 * beyond the original fields.
 */
export function SalesFields<V extends EventValues>({ form }: { form: EventForm<V> }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label="Capacity (tickets)" {...form.bind('capacity')} fullWidth slotProps={wholeNumber} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          type="date"
          label="Instalment deadline"
          {...form.bind('instalmentDeadline')}
          helperText="Empty: 14 days before the event"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          label="Status"
          value={form.values.status}
          onChange={(event) => form.set('status', event.target.value as V['status'])}
          fullWidth
        >
          <MenuItem value="OPEN">Open</MenuItem>
          <MenuItem value="CLOSED">Closed</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Buyers can cancel until (days before the event)"
          {...form.bind('cancelUntilDays')}
          helperText="0: buyers cannot cancel online"
          fullWidth
          slotProps={wholeNumber}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Cancellation fee (%)" {...form.bind('cancellationFeePercent')} fullWidth slotProps={wholeNumber} />
      </Grid>
    </Grid>
  );
}
