import EventIcon from '@mui/icons-material/Event';
import { Box, Button, Stack, Typography } from '@mui/material';
import { calendarFile, EVENT_KINDS, type EventSummary, formatPounds, instalmentLabel, paths, summarizeEvent } from '@shared/domain';
import { useEvent } from '@shared/api';
import { useSiteConfig } from '@shared/ui';
import { Link } from 'react-router-dom';
import { formatDeadline } from '../event/deadline';
import { useBookingLink, useOrderReturn } from './orderReturn';

/** A calendar file as a link target the browser downloads. */
const calendarHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

export const CONFIRMING_TEXT = 'Confirming your payment…';

/**
 * The receipt around the 'Payment Successful' modal (docs/product-rules.md#payment-return): the
 * order reference, what was paid, what is still due and when, where the tickets went, the way to
 * the booking (its page, else Find my booking with the reference) and the event for the buyer's
 * calendar. A buyer back in a browser that did not start the checkout (the provider's page opened
 * on another device, or in another tab) has no event remembered: it is read by the order's. Nothing
 * when the order is not known (an old link): the modal's own text stands alone.
 */
export function OrderReceipt({ orderId, event, onLeave }: { orderId: string; event?: EventSummary; onLeave: () => void }) {
  const { brand } = useSiteConfig();
  const order = useOrderReturn(orderId, { untilPaid: true }).data;
  const paid = order?.status === 'PAID' || order?.status === 'PARTIALLY_PAID';
  const bookingPath = useBookingLink(orderId, paid);
  const kind = EVENT_KINDS[order?.type ?? 'EXPERIENCE'].segment;
  const read = useEvent(kind, event || !order ? null : order.eventId).data;
  const shown = event ?? (read && summarizeEvent(kind, read));
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
    shown &&
    calendarFile({
      reference: order.reference,
      host: window.location.host,
      brand,
      title: shown.title,
      address: shown.address,
      day: shown.date,
      time: shown.time,
      timeZone: shown.timeZone,
      endDate: shown.endDate,
      endTime: shown.endTime,
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
