import { Button, Paper, Stack, Typography } from '@mui/material';
import { errorMessage, useResendBooking } from '@shared/api';
import { formatEventDate, type Booking } from '@shared/domain';
import { toastShort } from '@shared/ui';
import { toast } from 'react-toastify';
import { CancelBooking } from './CancelBooking';

export const RESEND_FAILED_MESSAGE = 'Could not send your tickets. Please try again.';

/** What the event's policy lets the buyer do, said before they try (docs/product-rules.md#cancellation-policy). */
function policyText(booking: Booking): string {
  if (booking.status === 'CANCELLED') return 'This booking is cancelled.';
  if (booking.canCancel && booking.cancelUntil) return `You can cancel this booking online until ${formatEventDate(booking.cancelUntil)}.`;
  if (booking.cancelUntil === null) return 'This event’s bookings cannot be cancelled online.';
  return 'This booking can no longer be cancelled online.';
}

/** Resend my tickets, and Cancel booking while the server says the policy allows it. */
export function BookingActions({ token, booking }: { token: string; booking: Booking }) {
  const resend = useResendBooking(token);
  const hasTickets = booking.tickets.some((ticket) => ticket.status !== 'VOID');

  const resendTickets = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast.success(`Your tickets are on their way to ${booking.email}.`, toastShort),
      onError: (error) => toast.error(errorMessage(error, RESEND_FAILED_MESSAGE), toastShort),
    });

  return (
    <Paper component="section" aria-labelledby="actions-heading" sx={{ p: 3 }}>
      <Typography id="actions-heading" variant="h3" component="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Manage your booking
      </Typography>
      <Stack spacing={2}>
        {hasTickets && (
          <Button variant="outlined" onClick={resendTickets} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend my tickets'}
          </Button>
        )}
        <Typography color="text.secondary">{policyText(booking)}</Typography>
        {booking.canCancel && <CancelBooking token={token} booking={booking} />}
      </Stack>
    </Paper>
  );
}
