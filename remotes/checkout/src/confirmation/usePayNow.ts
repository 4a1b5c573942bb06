import { errorMessage, orderApi, useCreateOrder } from '@shared/api';
import { paths, PaymentStart } from '@shared/domain';
import { toastShort } from '@shared/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { checkoutStore } from '../event/checkoutStore';
import type { CheckoutFormValues } from './checkoutForm';
import { checkForPayment } from './validateCheckout';

export const ORDER_FAILED_MESSAGE = 'Failed to create order. Please check details and try again.';
export const NO_REDIRECT_MESSAGE = 'Could not get payment redirect URL. Please try again.';
export const PAYMENT_FAILED_MESSAGE = 'Failed to process payment. Please try again.';

/**
 * Pay Now (docs/product-rules.md#confirmation): check the form, create the order, start the
 * payment with the chosen provider, then go to the redirect screen, which sends the browser on.
 * Failures toast or show the banner; a reason the server gives (sold out, closed, a field it
 * refused) is shown in the banner.
 */
export function usePayNow(
  event: CheckoutEvent,
  quantity: number,
  form: CheckoutFormValues,
  dialCode: string,
  showError: (message: string | undefined) => void,
) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const [processing, setProcessing] = useState(false);

  const pay = async () => {
    if (processing) return;
    setProcessing(true);
    try {
      const checked = await checkForPayment(event, quantity, form, dialCode);
      if ('problem' in checked) {
        toast.error(checked.problem, toastShort);
        setProcessing(false);
        return;
      }
      showError(undefined);
      checkoutStore.update(event.kind, event.id, { quantity, form });

      let orderId: string | undefined;
      try {
        orderId = (await createOrder.mutateAsync(checked.payload)).id;
      } catch (error) {
        console.error('Order creation failed', error, checked.payload);
        const reason = errorMessage(error, '');
        if (reason) showError(reason);
      }
      if (!orderId) {
        toast.error(ORDER_FAILED_MESSAGE, toastShort);
        setProcessing(false);
        return;
      }

      const started = await (form.paymentMode === 'stripe' ? orderApi.card(orderId) : orderApi.wallet(orderId));
      const redirect = PaymentStart.safeParse(started);
      if (!redirect.success) {
        console.error('Payment start answered no usable redirect URL', started);
        toast.error(NO_REDIRECT_MESSAGE, toastShort);
        setProcessing(false);
        return;
      }
      checkoutStore.update(event.kind, event.id, { payment: { redirectUrl: redirect.data.redirectUrl, provider: form.paymentMode } });
      navigate(`${paths.redirect(event.kind)}?event=${encodeURIComponent(event.id)}`);
    } catch (error) {
      console.error('Payment failed', error);
      showError(errorMessage(error, PAYMENT_FAILED_MESSAGE));
      setProcessing(false);
    }
  };

  return { pay, processing };
}
