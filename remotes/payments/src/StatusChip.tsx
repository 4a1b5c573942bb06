import { Chip } from '@mui/material';
import { transactionStatusLabel } from '@shared/domain';

// Money given back reads apart from money kept: grey once all of it went back, blue for a part.
const COLORS = {
  Successful: 'success',
  Pending: 'warning',
  Failed: 'error',
  Refunded: 'default',
  'Partially refunded': 'info',
} as const satisfies Record<ReturnType<typeof transactionStatusLabel>, string>;

/** A transaction's status as people read it (Successful, Pending, Failed, Refunded, Partially refunded). */
export function StatusChip({ status }: { status: string }) {
  const label = transactionStatusLabel(status);
  return <Chip size="small" label={label} color={COLORS[label]} />;
}
