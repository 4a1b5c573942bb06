import { Alert } from '@mui/material';
import { formatInstantIn, WAITING_LIST_MESSAGES } from '@shared/domain';
import type { CheckoutEvent } from '../event/checkoutEvent';
import type { ClaimState } from './claim';

/** What a claim link's page says first: the tickets held for this person and until when, or that the offer is gone. */
export function ClaimNotice({ claim, event }: { claim: ClaimState; event: CheckoutEvent }) {
  if (!claim || claim === 'loading') return null;
  if (claim === 'gone') {
    return (
      <Alert severity="error" sx={{ mb: 2 }} data-testid="claim-gone">
        {WAITING_LIST_MESSAGES.offerGone}
      </Alert>
    );
  }
  const { quantity, email, offerExpiresAt } = claim.offer;
  return (
    <Alert severity="success" sx={{ mb: 2 }} data-testid="claim-held">
      {quantity === 1 ? '1 ticket is' : `${quantity} tickets are`} held for you ({email}) until{' '}
      {formatInstantIn(offerExpiresAt, event.timeZone)}.
    </Alert>
  );
}
