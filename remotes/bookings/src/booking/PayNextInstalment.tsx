import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { errorMessage, usePayInstalment } from '@shared/api';
import { PaymentStart, type BookingPayRequest, type ScheduledInstalment } from '@shared/domain';
import { toastShort } from '@shared/ui';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { leavePage } from '../leavePage';

export const NO_REDIRECT_MESSAGE = 'Could not get payment redirect URL. Please try again.';
export const PAYMENT_FAILED_MESSAGE = 'Failed to process payment. Please try again.';

type Provider = BookingPayRequest['provider'];

/**
 * Pay now for the next instalment: the same payment start as the check-out's, by card (Stripe) or
 * PayPal, then the browser goes to the provider (or the sandbox page), whose return is the
 * check-out's payment-success page.
 */
export function PayNextInstalment({ token, instalment }: { token: string; instalment: ScheduledInstalment['instalment'] }) {
  const pay = usePayInstalment(token);
  const [provider, setProvider] = useState<Provider>('stripe');
  // Kept on from the click until the browser has left, so the button cannot start a second payment.
  const [leaving, setLeaving] = useState(false);
  const labelId = useId();
  const busy = pay.isPending || leaving;

  const start = () => {
    if (busy) return;
    pay.mutate(
      { instalment, provider },
      {
        onSuccess: (started) => {
          const redirect = PaymentStart.safeParse(started);
          if (!redirect.success) {
            console.error('Payment start answered no usable redirect URL', started);
            toast.error(NO_REDIRECT_MESSAGE, toastShort);
            return;
          }
          setLeaving(true);
          leavePage(redirect.data.redirectUrl);
        },
        onError: (error) => toast.error(errorMessage(error, PAYMENT_FAILED_MESSAGE), toastShort),
      },
    );
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <FormControl>
        <FormLabel id={labelId} sx={{ fontSize: '0.875rem' }}>
          Pay with
        </FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={provider} onChange={(change) => setProvider(change.target.value as Provider)}>
          <FormControlLabel value="stripe" control={<Radio size="small" />} label="Card" />
          <FormControlLabel value="paypal" control={<Radio size="small" />} label="PayPal" />
        </RadioGroup>
      </FormControl>
      <Button variant="contained" onClick={start} disabled={busy}>
        {busy ? 'Processing...' : 'Pay now'}
      </Button>
    </Stack>
  );
}
