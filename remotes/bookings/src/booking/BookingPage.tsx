import EventIcon from '@mui/icons-material/Event';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { bookingApi, statusOf, useBooking } from '@shared/api';
import { formatEventDate, formatEventTime, formatPounds, type Booking } from '@shared/domain';
import { PageHeader } from '@shared/ui';
import { useParams } from 'react-router-dom';
import { BookingActions } from './BookingActions';
import { BookingNotFound } from './BookingNotFound';
import { MoneyPanel } from './MoneyPanel';
import { orderStatusChip } from './statusLabels';
import { TicketList } from './TicketList';

const TITLE = 'Your booking';

/**
 * /booking/{token}, the buyer's own page of one order (docs/product-rules.md#the-buyers-booking-page),
 * reached by the link in every ticket e-mail and receipt. The server decides every amount and
 * whether the booking may be cancelled; the page shows them.
 */
export function BookingPage() {
  const { token = '' } = useParams();
  const read = useBooking(token);

  if (read.isPending) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>Loading your booking</Typography>
        </Box>
      </>
    );
  }
  if (read.isError) {
    if (statusOf(read.error) === 404) return <BookingNotFound />;
    return (
      <>
        <PageHeader title={TITLE} />
        <Box className="ui-container" sx={{ py: 5 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => read.refetch()}>
                Try again
              </Button>
            }
          >
            We could not load your booking. Please try again.
          </Alert>
        </Box>
      </>
    );
  }
  return <BookingView token={token} booking={read.data} />;
}

function BookingView({ token, booking }: { token: string; booking: Booking }) {
  const { event } = booking;
  const chip = orderStatusChip[booking.status];
  return (
    <>
      <PageHeader title={TITLE} subtitle={`Order ${booking.reference}`} />
      <Box className="ui-container" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={3}>
          <Paper component="section" aria-labelledby="event-heading" sx={{ p: 3 }}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
              <Typography id="event-heading" variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
                {event.title}
              </Typography>
              <Chip label={chip.label} color={chip.color} data-testid="booking-status" />
            </Stack>
            <Typography>
              {formatEventDate(event.day)}, {formatEventTime(event.time)}
            </Typography>
            <Typography color="text.secondary">{event.address}</Typography>
            {/* A cancelled or expired booking lets nobody in: nothing to put in a calendar. */}
            {booking.status !== 'CANCELLED' && booking.status !== 'EXPIRED' && (
              <Button
                component="a"
                href={bookingApi.calendarUrl(token)}
                download={`${booking.reference}.ics`}
                size="small"
                startIcon={<EventIcon />}
                sx={{ mt: 1 }}
              >
                Add to calendar
              </Button>
            )}
            <Typography sx={{ mt: 1 }}>
              Booked by {booking.firstName} {booking.lastName} ({booking.email}), {booking.quantity}{' '}
              {booking.quantity === 1 ? 'ticket' : 'tickets'}
            </Typography>
            {booking.status === 'CANCELLED' && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                This booking is cancelled: its tickets no longer let anyone in.
                {booking.refunded > 0 && ` ${formatPounds(booking.refunded)} has been refunded to you.`}
              </Alert>
            )}
          </Paper>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <TicketList token={token} booking={booking} />
            <Stack spacing={3}>
              <MoneyPanel token={token} booking={booking} />
              <BookingActions token={token} booking={booking} />
            </Stack>
          </Box>
        </Stack>
      </Box>
    </>
  );
}
