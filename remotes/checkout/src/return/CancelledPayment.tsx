import { Alert, Button } from '@mui/material';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { useOrderReturn } from './orderReturn';
import { useMinutesLeft } from './useMinutesLeft';
import { useRetryPayment } from './useRetryPayment';

export const heldText = (minutes: number) =>
  `Payment cancelled: your tickets are held for ${minutes === 1 ? '1 more minute' : `${minutes} more minutes`}`;
export const RELEASED_TEXT = 'Payment cancelled: your tickets are no longer held. Pay Now to order them again.';

/**
 * Back from a payment the buyer cancelled (docs/product-rules.md#payment-return): not the failure
 * banner, but how long the order still holds the tickets, counting down, with Try again; once the
 * hold is over, that Pay Now orders them again.
 */
export function CancelledPayment({
  event,
  orderId,
  showError,
}: {
  event: CheckoutEvent;
  orderId: string;
  showError: (message: string) => void;
}) {
  const order = useOrderReturn(orderId).data;
  const minutes = useMinutesLeft(order?.heldUntil);
  const { retry, starting } = useRetryPayment(event, orderId, order?.provider ?? 'stripe', showError);
  if (!order) return null;
  const held = minutes > 0;
  return (
    <Alert
      severity={held ? 'info' : 'warning'}
      role="status"
      sx={{ mb: 3 }}
      data-testid="payment-cancelled"
      action={
        held && (
          <Button color="inherit" variant="outlined" size="small" onClick={retry} disabled={starting}>
            {starting ? 'Processing...' : 'Try again'}
          </Button>
        )
      }
    >
      {held ? heldText(minutes) : RELEASED_TEXT}
    </Alert>
  );
}
