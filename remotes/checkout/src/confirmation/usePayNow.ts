import { admissionFor, errorMessage, orderApi, useCreateOrder } from '@shared/api';
import { paths, PaymentStart } from '@shared/domain';
import { toastShort } from '@shared/ui';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { CheckoutEvent } from '../event/checkoutEvent';
import { checkoutStore } from '../event/checkoutStore';
import { isPromoRefusal, type PromoCodeState } from '../promo/usePromoCode';
import type { CheckoutFormValues } from './checkoutForm';
import { focusField } from './fieldFocus';
import type { PhoneCountry } from './phone';
import { checkForPayment, firstInvalid, type FieldErrors } from './validateCheckout';

export const ORDER_FAILED_MESSAGE = 'Failed to create order. Please check details and try again.';
export const NO_REDIRECT_MESSAGE = 'Could not get payment redirect URL. Please try again.';
export const PAYMENT_FAILED_MESSAGE = 'Failed to process payment. Please try again.';

/**
 * Pay Now (docs/product-rules.md#confirmation): check the form, create the order, start the
 * payment with the chosen provider, then go to the redirect screen, which sends the browser on.
 * A form in error toasts, marks its fields (`fieldErrors`, for the form view) and takes the focus to
 * the first; other failures toast or show the banner, and a reason the server gives (sold out,
 * closed, a field it refused) is shown in the banner.
 */
export function usePayNow(
  event: CheckoutEvent,
  quantity: number,
  form: CheckoutFormValues,
  country: PhoneCountry,
  showError: (message: string | undefined) => void,
  /** What goes with the order besides the form: a promo code applied, a waiting-list claim link's token (docs/product-rules.md#waiting-list). */
  { promo, waitingListClaim }: { promo?: Pick<PromoCodeState, 'applied' | 'refuse'>; waitingListClaim?: string } = {},
) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const [processing, setProcessing] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const pay = async () => {
    if (processing) return;
    setProcessing(true);
    try {
      const checked = await checkForPayment(event, quantity, form, country);
      if ('problem' in checked) {
        // Rendered first, so the field focused already says why (aria-describedby).
        flushSync(() => setFieldErrors(checked.errors));
        const first = firstInvalid(checked.errors, quantity);
        if (first) focusField(first);
        toast.error(checked.problem, toastShort);
        setProcessing(false);
        return;
      }
      setFieldErrors({});
      showError(undefined);
      checkoutStore.update(event.kind, event.id, { quantity, form });

      let orderId: string | undefined;
      try {
        // A queued event takes the order only with this browser's admission (docs/product-rules.md#on-sale-queue);
        // the code applied goes with the order, which the server prices with it again.
        const admission = event.wire.useQueue ? { admissionToken: admissionFor(event.id) } : {};
        const promoCode = promo?.applied ? { promoCode: promo.applied.code } : {};
        orderId = (await createOrder.mutateAsync({ ...checked.payload, ...admission, ...promoCode, waitingListClaim })).id;
      } catch (error) {
        console.error('Order creation failed', error, checked.payload);
        const reason = errorMessage(error, '');
        if (reason) showError(reason);
        // A code used up (or switched off) since it was applied: said under its field too, and no longer
        // applied; the toast below is the one toast.
        if (reason && isPromoRefusal(reason)) promo?.refuse(reason, false);
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

  return { pay, processing, fieldErrors, setFieldErrors };
}
