import { Chip } from '@mui/material';
import type { StatusLook } from './orderLabels';

/** A state of the order, a ticket, a payment or a refund, as orderLabels.ts names and colours it. */
export function LookChip({ look }: { look: StatusLook }) {
  return <Chip size="small" label={look.label} color={look.color} />;
}
