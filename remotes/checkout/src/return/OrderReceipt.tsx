import EventIcon from '@mui/icons-material/Event';
import { Box, Button, Stack, Typography } from '@mui/material';
import { formatPounds, instalmentLabel, paths } from '@shared/domain';
import { useSiteConfig } from '@shared/ui';
import { Link } from 'react-router-dom';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { formatDeadline } from '../event/deadline';
import { calendarFile, calendarHref } from './calendar';
import { useBookingLink, useOrderReturn } from './orderReturn';

export const CONFIRMING_TEXT = 'Confirming your payment…';

/**
 * The receipt around the 'Payment Successful' modal (docs/product-rules.md#payment-return): the
 * order reference, what was paid, what is still due and when, where the tickets went, the way to
 * the booking (its page, else Find my booking with the reference) and the event for the buyer's
 * calendar. Nothing when the order is not known (an old
 * link, another device): the modal's own text stands alone.
 */
export function OrderReceipt({ orderId, event, onLeave }: { orderId: string; event?: CheckoutEvent; onLeave: () => void }) {
  const { brand } = useSiteConfig();
  const order = useOrderReturn(orderId, { untilPaid: true }).data;
  const paid = order?.status === 'PAID' || order?.status === 'PARTIALLY_PAID';
  const bookingPath = useBookingLink(orderId, paid);
  if (!order) return null;
  if (order.status === 'PENDING') {
    return (
      <Typography role="status" sx={{ textAlign: 'center', mt: 2 }}>
        {CONFIRMING_TEXT}
      </Typography>
    );
  }
  if (!paid) return null;
  const rows: [string, string][] = [
    ['Order reference', order.reference],
    ['Paid', formatPounds(order.paid)],
    ...order.due.map(({ instalment, amount, dueDate }): [string, string] => [
      `${instalmentLabel(`INSTALLMENT_${instalment}`)} due`,
      `${formatPounds(amount)} on/before ${formatDeadline(dueDate)}`,
    ]),
    ['Tickets sent to', order.email ?? ''],
  ];
  const ics =
    event &&
    calendarFile({
      reference: order.reference,
      host: window.location.host,
      brand,
      title: event.title,
      address: event.address,
      day: event.date,
      time: event.time,
      timeZone: event.timeZone,
      endDate: event.endDate,
      endTime: event.endTime,
    });
  return (
    <Box data-testid="order-receipt" sx={{ mt: 2 }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, justifyContent: 'center' }}>
        <Button
          variant="outlined"
          component={Link}
          to={bookingPath ?? `${paths.findBooking}?reference=${encodeURIComponent(order.reference)}`}
          onClick={onLeave}
        >
          Manage your booking
        </Button>
        {ics && (
          <Button variant="outlined" startIcon={<EventIcon />} href={calendarHref(ics)} download={`${order.reference}.ics`}>
            Add to calendar
          </Button>
        )}
      </Stack>
    </Box>
  );
}
