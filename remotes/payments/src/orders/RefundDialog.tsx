import { InputAdornment, TextField } from '@mui/material';
import { useRefundOrder } from '@shared/api';
import { formatPounds, penceToPoundsString, REFUND_REASON_MAX, type AdminOrder } from '@shared/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ActionDialog } from './ActionDialog';
import { checkRefund, type Problems } from './actionForms';
import { refundDone, refundQuestion } from './confirmations';
import { useReviewedAction } from './useReviewedAction';

/** Refund: any amount up to what is still refundable (all of it to start with), with a reason for the buyer. */
export function RefundDialog({ order, onClose }: { order: AdminOrder; onClose(): void }) {
  const [amount, setAmount] = useState(penceToPoundsString(order.refundable));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems<'amount' | 'reason'>>({});
  const refund = useRefundOrder();
  const { request, dialog } = useReviewedAction({
    fallback: 'The refund could not be made. Please try again.',
    check: () => checkRefund(amount, reason, order.refundable),
    onProblems: setProblems,
    send: async (sent) => {
      const created = await refund.mutateAsync({ id: order.id, refund: sent });
      (created.status === 'FAILED' ? toast.error : toast.success)(refundDone(created, order));
      onClose();
    },
  });

  return (
    <ActionDialog
      title={`Refund order ${order.reference}`}
      question={request && refundQuestion(request.amount, order)}
      confirmLabel={request ? `Refund ${formatPounds(request.amount)}` : 'Refund'}
      busyLabel="Refunding..."
      busy={refund.isPending}
      onClose={onClose}
      {...dialog}
    >
      <TextField
        label="Amount"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setProblems(({ reason: kept }) => ({ reason: kept }));
        }}
        error={Boolean(problems.amount)}
        helperText={problems.amount ?? `Up to ${formatPounds(order.refundable)}, what is still refundable.`}
        required
        fullWidth
        margin="dense"
        autoFocus
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setProblems(({ amount: kept }) => ({ amount: kept }));
        }}
        error={Boolean(problems.reason)}
        helperText={problems.reason ?? 'Told to the buyer in the e-mail receipt.'}
        required
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX } }}
      />
    </ActionDialog>
  );
}
