import { formatPounds, type AdminOrder, type OrderPayment } from '@shared/domain';
import { paymentDateTime } from '../format';
import { LookChip } from './LookChip';
import { paymentPurposeLabel, paymentStatusLook, providerLabel } from './orderLabels';
import { OrderTable, type OrderColumn } from './OrderTable';

/** Every payment taken or tried for the order, with what was given back of each. */
export function PaymentsTable({ order }: { order: AdminOrder }) {
  const columns: OrderColumn<OrderPayment>[] = [
    { header: 'Date', cell: (payment) => paymentDateTime(payment.createdAt) },
    { header: 'Payment', cell: (payment) => paymentPurposeLabel(payment.purpose, order) },
    { header: 'Method', cell: (payment) => providerLabel(payment) },
    { header: 'Amount', align: 'right', cell: (payment) => formatPounds(payment.amount) },
    { header: 'Refunded', align: 'right', cell: (payment) => formatPounds(payment.refunded) },
    { header: 'Status', cell: (payment) => <LookChip look={paymentStatusLook(payment.status)} /> },
  ];
  return <OrderTable title="Payments" rows={order.payments} columns={columns} rowKey={(payment) => payment.id} empty="No payments yet." />;
}
