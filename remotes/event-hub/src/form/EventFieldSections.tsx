// Field groups both event forms show, under the same labels, so the two forms differ only where
// the events do (docs/product-rules.md#event-forms).
import { Grid, MenuItem, TextField, Typography } from '@mui/material';
import { EVENT_TIME_ZONES, type EventTimeZone, timeZoneLabel } from '@shared/domain';
import type { ChangeEvent } from 'react';
import type { EventValues } from './eventValues';
import { ImageUploadField } from './ImageUploadField';
import type { EventForm, FieldErrorProps } from './useEventForm';

const pounds = { inputMode: 'decimal' as const };

/** A pounds amount; the form converts it to pence. */
export function MoneyField({
  label,
  field,
}: {
  label: string;
  field: FieldErrorProps & { value: string; onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void };
}) {
  return (
    <TextField
      label={label}
      {...field}
      fullWidth
      slotProps={{ htmlInput: pounds, input: { startAdornment: <Typography sx={{ mr: 0.5 }}>£</Typography> } }}
    />
  );
}

/** Title and ticket price, first on both forms. */
export function TitleAndPriceFields<V extends EventValues>({ form }: { form: EventForm<V> }) {
  return (
    <>
      <TextField label="Event title" {...form.bind('title')} fullWidth />
      <MoneyField label="Ticket price" field={form.bind('price')} />
    </>
  );
}

/** A date or time input's label stays above it: the browser shows its own date or time format in the box. */
export const shrink = { inputLabel: { shrink: true } };

/** When the event starts, when a multi-day one ends (optional), and the zone those times are in. */
export function WhenFields<V extends EventValues>({ form }: { form: EventForm<V> }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField type="date" label="Start date" {...form.bind('day')} fullWidth slotProps={shrink} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField type="time" label="Start time" {...form.bind('time')} fullWidth slotProps={shrink} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          type="date"
          label="End date"
          {...form.bind('endDay', 'Optional: for an event over several days')}
          fullWidth
          slotProps={shrink}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField type="time" label="End time" {...form.bind('endTime', 'Optional')} fullWidth slotProps={shrink} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label="Time zone"
          value={form.values.timeZone}
          onChange={(event) => form.set('timeZone', event.target.value as EventTimeZone as V['timeZone'])}
          helperText="The times above are read in this zone"
          fullWidth
        >
          {EVENT_TIME_ZONES.map((zone) => (
            <MenuItem key={zone} value={zone}>
              {timeZoneLabel(zone)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}

/** Where it is and what it is. */
export function AddressAndDescriptionFields<V extends EventValues>({ form }: { form: EventForm<V> }) {
  return (
    <>
      <TextField label="Event address" {...form.bind('address')} fullWidth />
      <TextField label="Event description" {...form.bind('description')} fullWidth multiline minRows={4} />
    </>
  );
}

/** The two room prices. */
export function RoomPriceFields<V extends EventValues>({ form }: { form: EventForm<V> }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MoneyField label="Single accommodation price" field={form.bind('accommodationPriceSingle')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <MoneyField label="Shared accommodation price" field={form.bind('accommodationPriceShared')} />
      </Grid>
    </Grid>
  );
}

/** Event images (in the admin's order) and the poster, uploaded as they are chosen, with their recommended sizes. */
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
        onMove={form.images.move}
        onBusyChange={form.images.busy}
        errorProps={form.errorProps('images')}
      />
      <ImageUploadField
        label="Poster image"
        single
        urls={form.values.posterImage ? [form.values.posterImage] : []}
        onAdd={form.poster.add}
        onRemove={form.poster.remove}
        onBusyChange={form.poster.busy}
        errorProps={form.errorProps('posterImage')}
      />
    </>
  );
}

export const wholeNumber = { htmlInput: { inputMode: 'numeric' as const } };

/**
 * Capacity, instalment deadline, status and the cancellation policy: what the box office needs
 * beyond the original fields. A new event's status is the button that saves it (Publish or Save
 * as draft), so only an edit shows it.
 */
export function SalesFields<V extends EventValues>({ form, editing }: { form: EventForm<V>; editing: boolean }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField label="Capacity (tickets)" {...form.bind('capacity')} fullWidth slotProps={wholeNumber} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          type="date"
          label="Instalment deadline"
          {...form.bind('instalmentDeadline', 'Empty: 14 days before the event')}
          fullWidth
          slotProps={shrink}
        />
      </Grid>
      {editing && (
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            label="Status"
            value={form.values.status}
            onChange={(event) => form.set('status', event.target.value as V['status'])}
            helperText="Closed: a draft, not on sale"
            fullWidth
          >
            <MenuItem value="OPEN">Open</MenuItem>
            <MenuItem value="CLOSED">Closed</MenuItem>
          </TextField>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Buyers can cancel until (days before the event)"
          {...form.bind('cancelUntilDays', '0: buyers cannot cancel online')}
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
