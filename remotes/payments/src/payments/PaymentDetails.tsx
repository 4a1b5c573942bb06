import { Box, Divider, Typography } from '@mui/material';
import { formatPounds, genderLabel, instalmentLabel, roomLabel, type Transaction } from '@shared/domain';
import { SidePanel } from '@shared/ui';
import { paymentDate, paymentMethodLabel } from '../format';
import { StatusChip } from '../StatusChip';
import { eventTypeLabel } from './filters';

/** The label/value pairs of one payment, in reading order; the room only when one was booked. */
export function paymentDetailRows(transaction: Transaction): [label: string, value: string][] {
  const room = roomLabel(transaction.room);
  return [
    ['Name', `${transaction.payerFirstName} ${transaction.payerLastName}`],
    ['Email', transaction.payerEmail],
    ['Phone Number', transaction.payerPhoneNumber],
    ['Event', transaction.productName],
    ['Event Type', eventTypeLabel(transaction)],
    ['Payment Method', paymentMethodLabel(transaction.paymentMethod)],
    ['Payment', instalmentLabel(transaction.installmentType)],
    ['Date', paymentDate(transaction.date)],
    ['Quantity', String(transaction.quantity)],
    ['Ticket Price', formatPounds(transaction.individualPrice)],
    ...(room
      ? ([
          ['Room', room],
          ['Room Cost', formatPounds(transaction.roomCost)],
        ] as [string, string][])
      : []),
    ['Gender', genderLabel(transaction.gender)],
    ['Discount', formatPounds(transaction.discount)],
    ['Total Amount', formatPounds(transaction.totalAmount)],
    ['Amount Paid', formatPounds(transaction.amountPaid)],
  ];
}

/** The 'Payment Details' side panel of one payment. */
export function PaymentDetails({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  return (
    <SidePanel open={transaction !== null} title="Payment Details" onClose={onClose}>
      {transaction && (
        <>
          <Box sx={{ mb: 2 }}>
            <StatusChip status={transaction.status} />
          </Box>
          <Divider />
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5, mt: 2 }}>
            {paymentDetailRows(transaction).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }} data-testid="payment-detail">
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </SidePanel>
  );
}
