import { Button, Divider, Stack } from '@mui/material';
import {
  formatPounds,
  genderLabel,
  instalmentLabel,
  paths,
  paymentDate,
  paymentMethodLabel,
  roomLabel,
  type Transaction,
} from '@shared/domain';
import { SidePanel } from '@shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { DetailList } from '../DetailList';
import { StatusChip } from '../StatusChip';
import { eventTypeLabel } from './filters';

/** The label/value pairs of one payment, in reading order; the room only when one was booked, the refunded amount once there is one. */
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
    // All with VAT, as the buyer pays them (docs/product-rules.md#payment-tracking-figures).
    ['Order Total (incl. VAT)', formatPounds(transaction.totalAmount)],
    ['Paid (incl. VAT)', formatPounds(transaction.amountPaid)],
    ['Balance (incl. VAT)', formatPounds(transaction.balance)],
    ...(transaction.refunded > 0 ? ([['Refunded', formatPounds(transaction.refunded)]] as [string, string][]) : []),
  ];
}

/** The 'Payment Details' side panel of one payment, with the way to its order when it has one. */
export function PaymentDetails({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  return (
    <SidePanel open={transaction !== null} title="Payment Details" onClose={onClose}>
      {transaction && (
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <StatusChip status={transaction.status} />
            {transaction.orderId && (
              <Button component={RouterLink} to={paths.admin.order(transaction.orderId)} variant="outlined" size="small">
                Open order
              </Button>
            )}
          </Stack>
          <Divider />
          <DetailList rows={paymentDetailRows(transaction)} rowTestId="payment-detail" sx={{ rowGap: 1.5, mt: 2 }} />
        </>
      )}
    </SidePanel>
  );
}
