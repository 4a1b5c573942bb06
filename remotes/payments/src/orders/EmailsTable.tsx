import type { AdminOrder } from '@shared/domain';
import { paymentDateTime } from '../format';
import { emailKindLabel, emailStatusLabel } from './orderLabels';
import { OrderTable, type OrderColumn } from './OrderTable';

type OrderEmail = AdminOrder['emails'][number];

const columns: OrderColumn<OrderEmail>[] = [
  { header: 'E-mail', cell: (email) => emailKindLabel(email.kind) },
  { header: 'Queued', cell: (email) => paymentDateTime(email.createdAt) },
  { header: 'Status', cell: (email) => emailStatusLabel(email.status) },
  { header: 'Sent', cell: (email) => (email.sentAt ? paymentDateTime(email.sentAt) : '-') },
];

/** What the buyer was e-mailed about this order, from the outbox: queued until the mail server takes it. */
export function EmailsTable({ emails }: { emails: OrderEmail[] }) {
  return (
    <OrderTable
      title="E-mails"
      rows={emails}
      columns={columns}
      rowKey={(email, index) => `${email.kind}-${email.createdAt}-${index}`}
      empty="No e-mails sent."
    />
  );
}
