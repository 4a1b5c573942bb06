import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useCancelOrder } from '@shared/api';
import { formatPounds, REFUND_REASON_MAX, type AdminOrder } from '@shared/domain';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ActionDialog } from './ActionDialog';
import { checkCancel } from './actionForms';
import { cancelDone, cancelQuestion } from './confirmations';
import { useReviewedAction } from './useReviewedAction';

/** Cancel: a reason for the buyer and, when money was paid, whether to refund all of it in the same step. */
export function CancelDialog({ order, onClose }: { order: AdminOrder; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const cancel = useCancelOrder();
  const { request, dialog } = useReviewedAction({
    fallback: 'The order could not be cancelled. Please try again.',
    check: () => checkCancel(reason, refund && order.refundable > 0),
    onProblems: (problems) => setProblem(problems.reason),
    send: async (sent) => {
      toast.success(cancelDone(await cancel.mutateAsync({ id: order.id, cancel: sent })));
      onClose();
    },
  });

  return (
    <ActionDialog
      title={`Cancel order ${order.reference}`}
      question={request && cancelQuestion(order, request.refund)}
      confirmLabel="Cancel order"
      busyLabel="Cancelling..."
      busy={cancel.isPending}
      onClose={onClose}
      {...dialog}
    >
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(undefined);
        }}
        error={Boolean(problem)}
        helperText={problem ?? 'Told to the buyer in the cancellation e-mail.'}
        required
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        autoFocus
        slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX } }}
      />
      {order.refundable > 0 && (
        <FormControlLabel
          control={<Checkbox checked={refund} onChange={(event) => setRefund(event.target.checked)} />}
          label={`Also refund ${formatPounds(order.refundable)}, everything still refundable`}
        />
      )}
    </ActionDialog>
  );
}
