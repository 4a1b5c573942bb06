import { formatPounds, type OrderRefund } from '@shared/domain';
import { paymentDateTime } from '../format';
import { LookChip } from './LookChip';
import { refundSourceLabel, refundStatusLook } from './orderLabels';
import { OrderTable, type OrderColumn } from './OrderTable';

const columns: OrderColumn<OrderRefund>[] = [
  { header: 'Date', cell: (refund) => paymentDateTime(refund.createdAt) },
  { header: 'Amount', align: 'right', cell: (refund) => formatPounds(refund.amount) },
  { header: 'Reason', wraps: true, cell: (refund) => refund.reason },
  { header: 'By', cell: (refund) => refundSourceLabel(refund.source) },
  {
    header: 'Status',
    wraps: true,
    cell: (refund) => (
      <>
        <LookChip look={refundStatusLook(refund.status)} />
        {refund.failure && ` ${refund.failure}`}
      </>
    ),
  },
];

/** Money given back on the order: by an admin, by the buyer cancelling, or in the provider's dashboard. */
export function RefundsTable({ refunds }: { refunds: OrderRefund[] }) {
  return <OrderTable title="Refunds" rows={refunds} columns={columns} rowKey={(refund) => refund.id} empty="Nothing refunded." />;
}
