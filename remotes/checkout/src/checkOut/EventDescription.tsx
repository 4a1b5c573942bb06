import { Tooltip, Typography } from '@mui/material';
import { truncateChars } from '@shared/domain';
import type { CheckoutEvent } from '../event/checkoutEvent';

export const PARTY_DESCRIPTION_CHARS = 120;

/**
 * The event's description. A party's is cut at 120 characters with the whole text on hover and on
 * keyboard focus; the tooltip also describes the paragraph to screen readers.
 */
export function EventDescription({ event }: { event: CheckoutEvent }) {
  const cut = event.kind === 'parties' ? truncateChars(event.description, PARTY_DESCRIPTION_CHARS) : event.description;
  if (cut === event.description) return <Typography sx={{ whiteSpace: 'pre-line' }}>{event.description}</Typography>;
  return (
    <Tooltip title={event.description} describeChild>
      <Typography tabIndex={0} data-testid="description" sx={{ cursor: 'help' }}>
        {cut}
      </Typography>
    </Tooltip>
  );
}
