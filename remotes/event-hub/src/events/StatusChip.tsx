import { Chip } from '@mui/material';
import { eventStatusLabel, type EventStatus } from '@shared/domain';

/** 'Open' in blue, 'Closed' in orange. */
export function StatusChip({ status }: { status: EventStatus }) {
  return <Chip size="small" label={eventStatusLabel(status)} color={status === 'OPEN' ? 'info' : 'warning'} />;
}
