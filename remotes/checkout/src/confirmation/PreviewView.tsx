import { Box, Typography } from '@mui/material';
import { genderLabel } from '@shared/domain';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { attendeesOf } from './attendeeForm';
import type { CheckoutFormValues } from './checkoutForm';
import { paymentModes, paymentOptions, roomChoices } from './CheckoutFormView';

const labelOf = <Value extends string>(choices: { value: Value; label: string }[], value: string) =>
  choices.find((choice) => choice.value === value)?.label ?? 'Not selected';

/** The preview view: the buyer's choices, contact details and each ticket's attendee, read-only, before paying. */
export function PreviewView({
  event,
  quantity,
  form,
  dialCode,
}: {
  event: CheckoutEvent;
  quantity: number;
  form: CheckoutFormValues;
  dialCode: string;
}) {
  const rows: [string, string][] = [
    ['Payment Mode', labelOf(paymentModes, form.paymentMode)],
    ['Payment Option', labelOf(paymentOptions, form.instalment)],
    ['Gender', form.gender ? genderLabel(form.gender) : 'Not selected'],
    ['Room', labelOf(roomChoices(event), form.room)],
    ['Name', `${form.firstName.trim()} ${form.lastName.trim()}`],
    ['Email', form.email.trim()],
    ['Phone', form.customPhone ? form.phone.trim() : `${dialCode} ${form.phone.trim()}`],
    ['Address', form.address.trim()],
    ...attendeesOf(form, quantity).map(({ name, email }, index): [string, string] => [
      `Attendee ${index + 1}`,
      [name.trim() || 'Not named yet', email.trim()].filter(Boolean).join('\n'),
    ]),
  ];
  return (
    <Box
      component="dl"
      data-testid="preview"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
