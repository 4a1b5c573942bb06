import { useResendTickets } from '@shared/api';
import type { AdminOrder } from '@shared/domain';
import { toast } from 'react-toastify';
import { ActionDialog } from './ActionDialog';
import { resendQuestion } from './confirmations';
import { useOrderAction } from './useOrderAction';

/** Resend tickets: nothing to fill in, only the question. */
export function ResendDialog({ order, onClose }: { order: AdminOrder; onClose(): void }) {
  const resend = useResendTickets();
  const action = useOrderAction('The tickets could not be sent again. Please try again.');
  const confirm = () =>
    action.run(async () => {
      await resend.mutateAsync(order.id);
      toast.success(`The tickets are on their way to ${order.email}.`);
      onClose();
    });
  return (
    <ActionDialog
      title={`Resend the tickets of ${order.reference}`}
      question={resendQuestion(order)}
      confirmLabel="Resend tickets"
      busyLabel="Sending..."
      busy={resend.isPending}
      error={action.error}
      onClose={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
