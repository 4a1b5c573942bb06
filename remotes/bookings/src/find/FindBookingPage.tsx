import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, statusOf, useFindBooking } from '@shared/api';
import { BOOKING_LOOKUP_ANSWER, BookingLookup } from '@shared/domain';
import { errorProps, fieldErrorsOf, focusFirstInvalid, PageHeader, withoutError, type FieldErrors } from '@shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

export const LOOKUP_FAILED_MESSAGE = 'Could not send the link. Please try again.';
export const TOO_MANY_LOOKUPS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

type Outcome = { severity: 'success' | 'error'; text: string };
type LookupField = keyof BookingLookup;

/**
 * /booking, Find my booking (docs/product-rules.md#the-buyers-booking-page): the e-mail address and
 * order reference a buyer types; the link is e-mailed to that address. The page says the same
 * whether or not the pair names a booking, so it cannot be used to find out who booked what; only
 * a refused form or too many attempts (429) are said otherwise. A field the form refuses says why
 * under it and takes the focus (docs/conventions.md#form-errors).
 */
export function FindBookingPage() {
  const find = useFindBooking();
  const [email, setEmail] = useState('');
  const [reference, setReference] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [errors, setErrors] = useState<FieldErrors<LookupField>>({});
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (find.isPending) return;
    const checked = BookingLookup.safeParse({ email, reference });
    setOutcome(undefined);
    flushSync(() => setErrors(checked.success ? {} : fieldErrorsOf(checked.error.issues)));
    if (!checked.success) {
      focusFirstInvalid(form.current);
      return;
    }
    find.mutate(checked.data, {
      onSuccess: () => setOutcome({ severity: 'success', text: BOOKING_LOOKUP_ANSWER }),
      onError: (error) => {
        const limited = statusOf(error) === 429;
        setOutcome({ severity: 'error', text: errorMessage(error, limited ? TOO_MANY_LOOKUPS_MESSAGE : LOOKUP_FAILED_MESSAGE) });
      },
    });
  };

  const referenceProblem = errorProps(errors.reference, 'For example EVT-7K3P9Q');

  return (
    <>
      <PageHeader
        title="Find my booking"
        description="Type the e-mail address you booked with and the order reference on your ticket e-mail, and we will e-mail you the link to your booking."
      />
      <Box className="ui-container" sx={{ py: { xs: 3, md: 5 } }}>
        <Paper component="form" ref={form} aria-labelledby="find-heading" noValidate onSubmit={submit} sx={{ p: 3, maxWidth: 560 }}>
          <Typography id="find-heading" variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
            Send me my booking link
          </Typography>
          <Stack spacing={2}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(change) => {
                setEmail(change.target.value);
                setErrors(withoutError('email'));
              }}
              required
              {...errorProps(errors.email)}
            />
            <TextField
              label="Order reference"
              value={reference}
              onChange={(change) => {
                setReference(change.target.value);
                setErrors(withoutError('reference'));
              }}
              required
              {...referenceProblem}
              slotProps={{ ...referenceProblem.slotProps, htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={find.isPending}>
              {find.isPending ? 'Sending...' : 'Email me the link'}
            </Button>
            {outcome && (
              <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
                {outcome.text}
              </Alert>
            )}
          </Stack>
        </Paper>
      </Box>
    </>
  );
}
