import { Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { errorProps, withoutError } from '@shared/ui';
import { attendeeEmailProblem, attendeeField, attendeesOf, withAttendee, type AttendeeField, type AttendeeInput } from './attendeeForm';
import type { CheckoutFormValues } from './checkoutForm';
import type { FormChange } from './CheckoutFormView';
import { fieldId } from './fieldFocus';
import type { FieldErrors } from './validateCheckout';

const UNNAMED_HINT = "Left empty, the ticket is in the buyer's name.";

/**
 * One block per ticket chosen (docs/product-rules.md#named-attendees): the attendee's name and,
 * optionally, their e-mail. The first is the buyer while "Same as buyer" is ticked, so one ticket
 * asks for nothing more than the contact fields. Errors say why under the field, as the contact
 * fields' do; the e-mail is checked as soon as it is left.
 */
export function AttendeeFields({
  form,
  quantity,
  onChange,
  errors,
  onErrors,
}: {
  form: CheckoutFormValues;
  quantity: number;
  onChange: FormChange;
  errors: FieldErrors;
  onErrors: (update: (errors: FieldErrors) => FieldErrors) => void;
}) {
  const clear = (...fields: AttendeeField[]) => {
    if (fields.some((field) => errors[field])) onErrors((current) => fields.reduce((left, field) => withoutError(field)(left), current));
  };
  const type = (index: number, change: Partial<AttendeeInput>) => {
    onChange('attendees', withAttendee(form.attendees, index, change));
    clear(attendeeField(index, change.name === undefined ? 'email' : 'name'));
  };
  const checkEmail = (index: number, email: string) => {
    const field = attendeeField(index, 'email');
    const problem = attendeeEmailProblem(email);
    onErrors((current) => (problem ? { ...current, [field]: problem } : withoutError(field)(current)));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        Attendees
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each ticket carries its attendee&apos;s name; a ticket left unnamed is the buyer&apos;s. An attendee with an e-mail address gets
        their own ticket e-mail.
      </Typography>
      <Stack spacing={3}>
        {attendeesOf(form, quantity).map((attendee, index) => {
          const number = index + 1;
          const buyer = index === 0 && form.sameAsBuyer;
          const name = attendeeField(index, 'name');
          const email = attendeeField(index, 'email');
          const nameProblem = errorProps(errors[name], buyer ? undefined : UNNAMED_HINT);
          return (
            <Box
              key={number}
              role="group"
              aria-label={`Attendee ${number}`}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
            >
              {index === 0 && (
                <FormControlLabel
                  sx={{ gridColumn: { sm: '1 / 3' } }}
                  control={
                    <Checkbox
                      checked={form.sameAsBuyer}
                      onChange={(event) => {
                        onChange('sameAsBuyer', event.target.checked);
                        clear(name, email);
                      }}
                    />
                  }
                  label="Same as buyer"
                />
              )}
              <TextField
                id={fieldId(name)}
                label={`Attendee ${number} name`}
                value={attendee.name}
                onChange={(event) => type(index, { name: event.target.value })}
                fullWidth
                // Someone else's name: the browser must not offer the buyer's own.
                autoComplete="off"
                {...nameProblem}
                // Ticked, it shows the buyer's name as typed above; unticking lets it be changed.
                slotProps={{ ...nameProblem.slotProps, htmlInput: { readOnly: buyer } }}
                sx={{ gridColumn: buyer ? { sm: '1 / 3' } : undefined }}
              />
              {/* The buyer's ticket already goes to the buyer's e-mail. */}
              {!buyer && (
                <TextField
                  id={fieldId(email)}
                  label={`Attendee ${number} email (optional)`}
                  type="email"
                  value={attendee.email}
                  onChange={(event) => type(index, { email: event.target.value })}
                  onBlur={() => checkEmail(index, attendee.email)}
                  fullWidth
                  autoComplete="off"
                  {...errorProps(errors[email])}
                />
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
