// The sale group both event forms show (docs/product-rules.md#on-sale-time-and-limits).
import { Checkbox, FormControlLabel, FormHelperText, FormLabel, Grid, Stack, TextField } from '@mui/material';
import { timeZoneLabel, WAITING_ROOM_OPENS_MINUTES } from '@shared/domain';
import { shrink, wholeNumber } from './EventFieldSections';
import type { EventValues } from './eventValues';
import type { EventForm } from './useEventForm';

const QUEUE_HELP = `Visitors arriving in the ${WAITING_ROOM_OPENS_MINUTES} minutes before the on-sale time get a random place in the queue; later ones queue in the order they arrive.`;

/** When tickets go on sale (in the event's zone), whether buyers queue for them, and the limits per order and per buyer. */
export function SaleFields<V extends EventValues>({ form }: { form: EventForm<V> }) {
  const { values } = form;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Sale
      </FormLabel>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            type="date"
            label="On sale from (date)"
            {...form.bind('onSaleDay', 'Empty: on sale now')}
            fullWidth
            slotProps={shrink}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            type="time"
            label="On sale from (time)"
            {...form.bind('onSaleTime', `Read in ${timeZoneLabel(values.timeZone)}`)}
            fullWidth
            slotProps={shrink}
          />
        </Grid>
      </Grid>
      <div>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.useQueue}
              onChange={(event) => form.set('useQueue', event.target.checked as V['useQueue'])}
              slotProps={{ input: { 'aria-describedby': 'use-queue-help' } }}
            />
          }
          label="Use a queue"
        />
        <FormHelperText id="use-queue-help" sx={{ mt: 0 }}>
          {QUEUE_HELP}
        </FormHelperText>
      </div>
      <Grid container spacing={2}>
        {values.useQueue && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label="Buyers let through per minute" {...form.bind('admitPerMinute')} fullWidth slotProps={wholeNumber} />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField label="Most tickets per order" {...form.bind('maxPerOrder')} fullWidth slotProps={wholeNumber} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            label="Most tickets per e-mail address"
            {...form.bind('maxPerEmail', 'Optional: across all of a buyer\u2019s orders')}
            fullWidth
            slotProps={wholeNumber}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
