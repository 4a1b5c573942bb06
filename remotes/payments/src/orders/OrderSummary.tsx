import { Link, Paper } from '@mui/material';
import { EVENT_KINDS, formatPounds, paths, type AdminOrder } from '@shared/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DetailList } from '../DetailList';
import { paymentDateTime } from '../format';
import { paymentOptionLabel } from './orderLabels';

/** The label/value pairs of the order, in reading order; the cancellation only once there is one. */
export function orderSummaryRows(order: AdminOrder): [label: string, value: ReactNode][] {
  const kind = EVENT_KINDS[order.type];
  return [
    ['Buyer', `${order.firstName} ${order.lastName}`],
    ['Email', order.email],
    ['Phone Number', order.phoneNumber],
    [
      'Event',
      <Link key="event" component={RouterLink} to={paths.admin.eventTickets(kind.segment, order.eventId)}>
        {order.eventTitle}
      </Link>,
    ],
    ['Event Type', kind.label],
    ['Tickets', String(order.quantity)],
    ['Payment', paymentOptionLabel(order.instalment)],
    ['Ordered', paymentDateTime(order.createdAt)],
    // With VAT, as the buyer pays them (docs/product-rules.md#payment-tracking-figures).
    ['Total (incl. VAT)', formatPounds(order.totalWithVat)],
    ['Paid (incl. VAT)', formatPounds(order.paid)],
    ['Balance (incl. VAT)', formatPounds(order.balance)],
    ['Refunded', formatPounds(order.refunded)],
    ['Refundable', formatPounds(order.refundable)],
    ...(order.cancelledAt
      ? ([
          ['Cancelled', paymentDateTime(order.cancelledAt)],
          ['Cancel Reason', order.cancelReason ?? ''],
        ] as [string, string][])
      : []),
  ];
}

/** Who bought what, and where the money stands. */
export function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <Paper component="section" aria-label="Order summary" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <DetailList rows={orderSummaryRows(order)} rowTestId="order-detail" sx={{ rowGap: 1, m: 0 }} />
    </Paper>
  );
}
