import { Chip } from '@mui/material';
import { transactionStatusLabel } from '@shared/domain';

const COLORS = { Successful: 'success', Pending: 'warning', Failed: 'error' } as const;

/** A transaction's status as people read it (Successful, Pending, Failed). */
export function StatusChip({ status }: { status: string }) {
  const label = transactionStatusLabel(status);
  return <Chip size="small" label={label} color={COLORS[label]} />;
}
