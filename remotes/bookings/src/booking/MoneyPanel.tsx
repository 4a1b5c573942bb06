import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { formatEventDate, formatPounds, instalmentLabel, type Booking } from '@shared/domain';
import { PayNextInstalment } from './PayNextInstalment';

/** One figure of the money panel: its label and amount on one line, read as a term and its value. */
function Figure({ label, pence }: { label: string; pence: number }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }} data-testid="money-figure">
      <Typography component="dt">{label}</Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatPounds(pence)}
      </Typography>
    </Stack>
  );
}

/**
 * What the order costs, what was paid and given back, and the instalments still due (next first),
 * with Pay now on the next one while the order can still be paid.
 */
export function MoneyPanel({ token, booking }: { token: string; booking: Booking }) {
  const payable = booking.status === 'PAID' || booking.status === 'PARTIALLY_PAID';
  return (
    <Paper component="section" aria-labelledby="money-heading" sx={{ p: 3 }}>
      <Typography id="money-heading" variant="h3" component="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Payments
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Figure label="Total" pence={booking.total} />
        <Figure label="Paid" pence={booking.paid} />
        {booking.refunded > 0 && <Figure label="Refunded" pence={booking.refunded} />}
      </Stack>
      {booking.due.length > 0 && (
        <>
          <Divider sx={{ my: 2 }} />
          <Typography id="due-heading" variant="h4" component="h4" sx={{ fontSize: '1.05rem', mb: 1 }}>
            Still to pay
          </Typography>
          <Stack component="ol" aria-labelledby="due-heading" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {booking.due.map((instalment, index) => (
              <Box component="li" key={instalment.instalment}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <Typography>
                    {instalmentLabel(`INSTALLMENT_${instalment.instalment}`)}, due {formatEventDate(instalment.dueDate)}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="due-amount">
                    {formatPounds(instalment.amount)}
                  </Typography>
                </Stack>
                {index === 0 && payable && <PayNextInstalment token={token} instalment={instalment.instalment} />}
              </Box>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
