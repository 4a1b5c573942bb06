import { Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { formatPounds } from '@shared/domain';
import type { CheckoutEvent } from '../event/checkoutEvent';
import type { Provider } from '../event/checkoutStore';
import type { CheckoutFormValues } from './checkoutForm';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import type { Country } from './countries';

export const paymentModes: Choice<Provider>[] = [
  { value: 'stripe', label: 'Stripe (card)' },
  { value: 'paypal', label: 'PayPal' },
];
export const paymentOptions: Choice<CheckoutFormValues['instalment']>[] = [
  { value: 'FULL', label: 'Full Payment' },
  { value: 'INSTALLMENT', label: 'First Instalment' },
];
export const genders: Choice<'MALE' | 'FEMALE'>[] = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
];

const plus = (pence: number) => (pence > 0 ? ` (+${formatPounds(pence)} per ticket)` : '');

export function roomChoices(event: CheckoutEvent): Choice<'SHARED' | 'SINGLE'>[] {
  return [
    { value: 'SHARED', label: `2 people shared${plus(event.accommodationPriceShared)}` },
    { value: 'SINGLE', label: `Single not shared${plus(event.accommodationPriceSingle)}` },
  ];
}

export type FormChange = <Field extends keyof CheckoutFormValues>(field: Field, value: CheckoutFormValues[Field]) => void;

/** The form view of the confirmation page (docs/product-rules.md#confirmation). */
export function CheckoutFormView({
  event,
  form,
  countries,
  onChange,
}: {
  event: CheckoutEvent;
  form: CheckoutFormValues;
  countries: Country[];
  onChange: FormChange;
}) {
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'address') => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    required: true,
    fullWidth: true,
  });

  return (
    <Stack spacing={3}>
      <ChoiceGroup
        label="Payment Mode"
        name="paymentMode"
        value={form.paymentMode}
        choices={paymentModes}
        onChange={(v) => onChange('paymentMode', v)}
      />
      <ChoiceGroup
        label="Payment Option"
        name="installment"
        value={form.instalment}
        choices={paymentOptions}
        onChange={(v) => onChange('instalment', v)}
      />
      <ChoiceGroup label="Gender" name="gender" value={form.gender} choices={genders} onChange={(v) => onChange('gender', v)} />
      <ChoiceGroup label="Room" name="room" value={form.room} choices={roomChoices(event)} onChange={(v) => onChange('room', v)} />

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 2 }}>
          Contact Information (required)
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField label="First name" autoComplete="given-name" {...text('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...text('lastName')} />
          <TextField label="Email" type="email" autoComplete="email" {...text('email')} sx={{ gridColumn: { sm: '1 / 3' } }} />
          {!form.customPhone && (
            <TextField
              select
              label="Country code"
              value={form.country}
              onChange={(e) => onChange('country', e.target.value)}
              fullWidth
              slotProps={{ select: { native: true } }}
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {`${country.flag} ${country.name} (${country.dialCode})`}
                </option>
              ))}
            </TextField>
          )}
          <TextField
            label={form.customPhone ? 'Phone number with country code' : 'Phone number'}
            type="tel"
            autoComplete={form.customPhone ? 'tel' : 'tel-national'}
            {...text('phone')}
            sx={{ gridColumn: form.customPhone ? { sm: '1 / 3' } : undefined }}
          />
          <FormControlLabel
            sx={{ gridColumn: { sm: '1 / 3' } }}
            control={<Checkbox checked={form.customPhone} onChange={(e) => onChange('customPhone', e.target.checked)} />}
            label="Can't see your country code?"
          />
          <TextField
            label="Address"
            autoComplete="street-address"
            multiline
            minRows={2}
            {...text('address')}
            sx={{ gridColumn: { sm: '1 / 3' } }}
          />
        </Box>
      </Box>
    </Stack>
  );
}
