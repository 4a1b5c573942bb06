import { errorMessage, orderApi } from '@shared/api';
import { paths, PaymentStart } from '@shared/domain';
import { toastShort } from '@shared/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { checkoutStore, type Provider } from '../event/checkoutStore';
import { NO_REDIRECT_MESSAGE, PAYMENT_FAILED_MESSAGE } from '../confirmation/usePayNow';

/**
 * Try again after a cancelled payment: pays the order that still holds the tickets, with the
 * provider last tried, through the redirect screen as Pay Now does, rather than ordering (and
 * holding) the same tickets a second time. The API sends the buyer back to the provider's page
 * still open when there is one.
 */
export function useRetryPayment(event: CheckoutEvent, orderId: string, provider: Provider, showError: (message: string) => void) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const retry = async () => {
    setStarting(true);
    try {
      const started = PaymentStart.safeParse(await (provider === 'paypal' ? orderApi.wallet(orderId) : orderApi.card(orderId)));
      if (!started.success) {
        toast.error(NO_REDIRECT_MESSAGE, toastShort);
        setStarting(false);
        return;
      }
      checkoutStore.update(event.kind, event.id, { payment: { redirectUrl: started.data.redirectUrl, provider } });
      navigate(`${paths.redirect(event.kind)}?event=${encodeURIComponent(event.id)}`);
    } catch (error) {
      showError(errorMessage(error, PAYMENT_FAILED_MESSAGE));
      setStarting(false);
    }
  };
  return { retry, starting };
}
