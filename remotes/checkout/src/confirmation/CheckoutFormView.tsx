import { Box, Checkbox, FormControlLabel, Stack, TextField, Typography, type SxProps, type Theme } from '@mui/material';
import { eventHasRooms, formatPounds } from '@shared/domain';
import type { CheckoutEvent } from '../event/checkoutEvent';
import type { Provider } from '../event/checkoutStore';
import { AttendeeFields } from './AttendeeFields';
import type { CheckoutFormValues } from './checkoutForm';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import type { Country } from './countries';
import { fieldId } from './fieldFocus';
import { phoneProblem } from './phone';
import { errorProps, withoutError } from '@shared/ui';
import { emailProblem, type CheckedField, type FieldErrors } from './validateCheckout';

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

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'address';

/**
 * The form view of the confirmation page (docs/product-rules.md#confirmation-form-errors). A field in error is
 * marked and says why under it until it is changed; the e-mail and the phone number are checked
 * as soon as they are left. Each ticket's attendee follows the buyer's contact information.
 */
export function CheckoutFormView({
  event,
  quantity,
  form,
  countries,
  onChange,
  errors,
  onErrors,
  emailLocked = false,
}: {
  event: CheckoutEvent;
  quantity: number;
  form: CheckoutFormValues;
  countries: Country[];
  onChange: FormChange;
  errors: FieldErrors;
  onErrors: (update: (errors: FieldErrors) => FieldErrors) => void;
  /** A waiting-list claim's tickets are for the address the offer went to. */
  emailLocked?: boolean;
}) {
  const country = countries.find((c) => c.code === form.country) ?? countries[0];
  const setError = (field: CheckedField, message: string | undefined) =>
    onErrors((current) => (message ? { ...current, [field]: message } : withoutError(field)(current)));
  const change: FormChange = (field, value) => {
    onChange(field, value);
    // The country and the raw-number box change what the phone number means.
    const checked = field === 'country' || field === 'customPhone' ? 'phone' : field;
    if (errors[checked as CheckedField]) onErrors(withoutError(checked as CheckedField));
  };
  const text = (field: TextFieldName, sx: SxProps<Theme> = {}) => ({
    id: fieldId(field),
    value: form[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    required: true,
    fullWidth: true,
    ...errorProps(errors[field]),
    sx,
  });

  return (
    <Stack spacing={3}>
      <ChoiceGroup
        label="Payment Mode"
        name="paymentMode"
        value={form.paymentMode}
        choices={paymentModes}
        onChange={(v) => change('paymentMode', v)}
      />
      <ChoiceGroup
        label="Payment Option"
        name="installment"
        value={form.instalment}
        choices={paymentOptions}
        onChange={(v) => change('instalment', v)}
      />
      <ChoiceGroup
        id={fieldId('gender')}
        label="Gender"
        name="gender"
        value={form.gender}
        choices={genders}
        error={errors.gender}
        onChange={(v) => change('gender', v)}
      />
      {eventHasRooms(event.wire) && (
        <ChoiceGroup
          id={fieldId('room')}
          label="Room"
          name="room"
          value={form.room}
          choices={roomChoices(event)}
          error={errors.room}
          onChange={(v) => change('room', v)}
        />
      )}

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 2 }}>
          Contact Information (required)
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField label="First name" autoComplete="given-name" {...text('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...text('lastName')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...text('email', { gridColumn: { sm: '1 / 3' } })}
            {...(emailLocked && {
              slotProps: { htmlInput: { readOnly: true } },
              helperText: 'The tickets held for you are for this address.',
            })}
            onBlur={() => setError('email', emailProblem(form.email))}
          />
          {!form.customPhone && (
            <TextField
              select
              label="Country code"
              value={form.country}
              onChange={(e) => change('country', e.target.value)}
              fullWidth
              slotProps={{ select: { native: true } }}
            >
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {`${option.flag} ${option.name} (${option.dialCode})`}
                </option>
              ))}
            </TextField>
          )}
          <TextField
            label={form.customPhone ? 'Phone number with country code' : 'Phone number'}
            type="tel"
            autoComplete={form.customPhone ? 'tel' : 'tel-national'}
            {...text('phone', { gridColumn: form.customPhone ? { sm: '1 / 3' } : undefined })}
            onBlur={() => void phoneProblem(form.phone, country, form.customPhone).then((message) => setError('phone', message))}
          />
          <FormControlLabel
            sx={{ gridColumn: { sm: '1 / 3' } }}
            control={<Checkbox checked={form.customPhone} onChange={(e) => change('customPhone', e.target.checked)} />}
            label="Can't see your country code?"
          />
          <TextField
            label="Address"
            autoComplete="street-address"
            multiline
            minRows={2}
            {...text('address', { gridColumn: { sm: '1 / 3' } })}
          />
        </Box>
      </Box>
      <AttendeeFields form={form} quantity={quantity} onChange={onChange} errors={errors} onErrors={onErrors} />
    </Stack>
  );
}
