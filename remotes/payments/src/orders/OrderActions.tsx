import { Button, Stack } from '@mui/material';
import type { AdminOrder } from '@shared/domain';
import { useState } from 'react';
import { BuyerDialog } from './BuyerDialog';
import { CancelDialog } from './CancelDialog';
import { hasLiveTickets } from './orderLabels';
import { RefundDialog } from './RefundDialog';
import { ResendDialog } from './ResendDialog';

const DIALOGS = { refund: RefundDialog, cancel: CancelDialog, resend: ResendDialog, buyer: BuyerDialog };
type Action = keyof typeof DIALOGS;

/** What an admin can do to the order; each button opens its dialog, which asks before anything is done. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState<Action | null>(null);
  const live = hasLiveTickets(order);
  const Dialog = open && DIALOGS[open];
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" disabled={order.refundable === 0} onClick={() => setOpen('refund')}>
          Refund
        </Button>
        <Button variant="outlined" color="error" disabled={!live} onClick={() => setOpen('cancel')}>
          Cancel order
        </Button>
        <Button variant="outlined" disabled={!live} onClick={() => setOpen('resend')}>
          Resend tickets
        </Button>
        {/* Any order's record can be corrected; only a paid one's tickets go out again. */}
        <Button variant="outlined" onClick={() => setOpen('buyer')}>
          Change buyer
        </Button>
      </Stack>
      {/* Mounted only while open, so each opening starts from the order as it is now. */}
      {Dialog && <Dialog order={order} onClose={() => setOpen(null)} />}
    </>
  );
}
