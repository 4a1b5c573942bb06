import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { bookingApi } from '@shared/api';
import type { Booking } from '@shared/domain';
import { ticketStatusChip } from './statusLabels';
import { WalletButtons } from './WalletButtons';

/**
 * Each ticket with its attendee and state, and, while it can still let someone in, its QR code, its
 * PDF to download and its wallet buttons (when the site offers wallets). A void ticket shows none
 * of them: the door refuses it.
 */
export function TicketList({ token, booking }: { token: string; booking: Booking }) {
  return (
    <Paper component="section" aria-labelledby="tickets-heading" sx={{ p: 3 }}>
      <Typography id="tickets-heading" variant="h3" component="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Tickets
      </Typography>
      {booking.tickets.length === 0 ? (
        <Typography color="text.secondary">Your tickets are issued once the first payment is made.</Typography>
      ) : (
        <Stack component="ul" aria-labelledby="tickets-heading" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {booking.tickets.map((ticket) => {
            const chip = ticketStatusChip[ticket.status];
            const usable = ticket.status !== 'VOID';
            return (
              <Box
                component="li"
                key={ticket.code}
                aria-label={`Ticket ${ticket.code}`}
                sx={{
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  p: 2,
                }}
              >
                {usable && (
                  <Box
                    component="img"
                    src={bookingApi.ticketQrUrl(token, ticket.code)}
                    alt={`QR code of ticket ${ticket.code}`}
                    width={120}
                    height={120}
                    sx={{ flex: 'none', bgcolor: '#ffffff' }}
                  />
                )}
                <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>{ticket.attendeeName}</Typography>
                  <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{ticket.code}</Typography>
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                    <Chip size="small" label={chip.label} color={chip.color} data-testid="ticket-status" />
                    {booking.testMode && <Chip size="small" label="TEST" variant="outlined" />}
                  </Stack>
                  {usable && (
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        component="a"
                        href={bookingApi.ticketPdfUrl(token, ticket.code)}
                        download={`ticket-${ticket.code}.pdf`}
                        size="small"
                        startIcon={<DownloadIcon />}
                      >
                        Download PDF
                      </Button>
                      <WalletButtons wallet={ticket.wallet} />
                    </Stack>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
