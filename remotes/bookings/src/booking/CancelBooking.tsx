import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { errorMessage, useCancelBooking } from '@shared/api';
import { formatPounds, type Booking } from '@shared/domain';
import { toastShort } from '@shared/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';

export const CANCEL_FAILED_MESSAGE = 'Could not cancel your booking. Please try again.';

/** The fee as the policy words it; the amount kept is the server's to work out. */
function feeText(percent: number, fee: number): string {
  return percent > 0
    ? `A cancellation fee of ${formatPounds(fee)} (${percent}% of what you paid) is kept.`
    : 'There is no cancellation fee.';
}

/**
 * Cancel booking, asked once more in a dialog that says what comes back (the server's
 * refundOnCancel) and the fee. After cancelling the page shows the booking as the server now has
 * it: cancelled, with its refund. A refusal (the window closed meanwhile: 409) is toasted and the
 * booking read again, which takes the button away.
 */
export function CancelBooking({ token, booking }: { token: string; booking: Booking }) {
  const cancel = useCancelBooking(token);
  const [open, setOpen] = useState(false);

  // Awaited rather than given callbacks: the cancellation takes this button off the page (the
  // booking is no longer cancellable, or the server refused), and the toast must still show.
  const confirm = async () => {
    try {
      const cancelled = await cancel.mutateAsync();
      toast.success(
        cancelled.refunded > 0
          ? `Your booking is cancelled. ${formatPounds(cancelled.refunded)} is on its way back to you.`
          : 'Your booking is cancelled.',
        toastShort,
      );
    } catch (error) {
      toast.error(errorMessage(error, CANCEL_FAILED_MESSAGE), toastShort);
    }
    setOpen(false);
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      <Dialog open={open} onClose={() => !cancel.isPending && setOpen(false)} aria-labelledby="cancel-title" aria-describedby="cancel-text">
        <DialogTitle id="cancel-title">Cancel this booking?</DialogTitle>
        <DialogContent>
          <DialogContentText id="cancel-text">
            You will get back {formatPounds(booking.refundOnCancel)}.{' '}
            {feeText(booking.event.cancellationFeePercent, booking.cancellationFee)} Your{' '}
            {booking.tickets.length === 1 ? 'ticket stops' : 'tickets stop'} working at once, and this cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={cancel.isPending}>
            Keep my booking
          </Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
