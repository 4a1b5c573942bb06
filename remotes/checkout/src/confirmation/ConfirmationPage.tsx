import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEvent } from '@shared/api';
import { formatPounds, paths, type EventKind } from '@shared/domain';
import { toastShort } from '@shared/ui';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { checkoutEventState, clampQuantity, type CheckoutEvent } from '../event/checkoutEvent';
import { CheckoutHeader } from '../event/CheckoutHeader';
import { checkoutStore } from '../event/checkoutStore';
import { EventUnavailable } from '../event/EventUnavailable';
import { LoadingCheckout } from '../event/LoadingCheckout';
import { useRememberedEvent } from '../event/rememberedEvent';
import { paymentReturn } from '../paymentReturn';
import { PromoCodeField } from '../promo/PromoCodeField';
import { usePromoCode } from '../promo/usePromoCode';
import { CancelledPayment } from '../return/CancelledPayment';
import { useOpenAtTop } from '../ui/useOpenAtTop';
import { heldFor, liveClaim, useClaim } from '../waitingList/claim';
import { ClaimNotice } from '../waitingList/ClaimNotice';
import { emptyForm, type CheckoutFormValues } from './checkoutForm';
import { CheckoutFormView, type FormChange } from './CheckoutFormView';
import { defaultCountry, useCountries } from './countries';
import { StickyActionBar } from '../mobile/StickyActionBar';
import { PaymentSuccessModal } from './PaymentSuccessModal';
import { PreviewView } from './PreviewView';
import { priceOf, SummaryPanel } from './SummaryPanel';
import { PAYMENT_FAILED_MESSAGE, usePayNow } from './usePayNow';
import { useSaleGate } from '../checkOut/useSaleGate';
import { previewProblem } from './validateCheckout';

/**
 * /{kind}/confirmation: the checkout form, its preview, the summary and Pay Now
 * (docs/product-rules.md#confirmation).
 */
export function ConfirmationPage({ kind }: { kind: EventKind }) {
  const id = useSearchParams()[0].get('event');
  // Fetched on every visit, so a deep link works and the tickets left are current.
  const read = useEvent(kind, id);
  const remembered = useRememberedEvent(kind, id, read.data);
  const state = checkoutEventState(kind, id, read, remembered);
  const [succeeded] = useState(paymentReturn.succeeded);
  const event = state.status === 'ready' ? state.event : undefined;
  useOpenAtTop();
  return (
    <>
      <CheckoutHeader event={event} backTo={event ? `${paths.checkOut(kind)}?event=${encodeURIComponent(event.id)}` : paths[kind]} />
      {event ? (
        <Checkout key={event.id} event={event} />
      ) : state.status === 'unavailable' && !succeeded ? (
        <EventUnavailable />
      ) : (
        !(succeeded && state.status !== 'loading') && <LoadingCheckout leave={state.status === 'missing' && !succeeded} />
      )}
      {succeeded && <PaymentSuccessModal event={event} />}
    </>
  );
}

function Checkout({ event: shown }: { event: CheckoutEvent }) {
  const [params] = useSearchParams();
  // A waiting-list claim: its tickets are this buyer's, for the e-mail the offer went to.
  const claim = useClaim(shown.id);
  const event = heldFor(shown, claim);
  const claimed = liveClaim(claim);
  const navigationQuantity = (useLocation().state as { quantity?: number } | null)?.quantity;
  const stored = checkoutStore.get(event.kind, event.id);
  const quantity = clampQuantity(event, navigationQuantity ?? stored?.quantity ?? 1);
  // Over the defaults: a form stored by an older build may lack a field (instalment was installment).
  const [typed, setForm] = useState<CheckoutFormValues>(() => ({ ...emptyForm, ...stored?.form }));
  const form = claimed ? { ...typed, email: claimed.offer.email } : typed;
  const [view, setView] = useState<'form' | 'preview'>('form');
  // The way back from the provider (docs/product-rules.md#payment-return): payment=failed shows the
  // failure banner; payment=cancelled with its order says how long the tickets are held, with Try
  // again (a cancel that does not name its order shows the banner too).
  const returnedOrder = params.get('order');
  const cancelledOrder = params.get('payment') === 'cancelled' ? returnedOrder : null;
  const [error, setError] = useState(() =>
    params.get('payment') === 'failed' || (params.get('payment') === 'cancelled' && !returnedOrder) ? PAYMENT_FAILED_MESSAGE : undefined,
  );
  const countries = useCountries();
  const country = countries.find((c) => c.code === form.country) ?? countries.find((c) => c.code === defaultCountry(countries))!;
  const promo = usePromoCode(event, quantity, form);
  const { pay, processing, fieldErrors, setFieldErrors } = usePayNow(event, quantity, form, country, setError, {
    promo,
    waitingListClaim: claimed?.token,
  });
  const dueToday = priceOf(event, quantity, form, promo.applied)?.charge;
  // A link straight here before the on-sale time: the same countdown as the event page, no Pay.
  const sale = useSaleGate(event);

  const change: FormChange = (field, value) => setForm((current) => ({ ...current, [field]: value }));
  const preview = () => {
    const problem = previewProblem(form);
    if (problem) toast.error(problem, toastShort);
    else setView('preview');
  };

  return (
    <Box className="ui-container" sx={{ py: { xs: 3, md: 5 } }}>
      {error ? (
        <Alert severity="error" variant="filled" sx={{ mb: 3 }} data-testid="payment-error">
          {error}
        </Alert>
      ) : (
        cancelledOrder && <CancelledPayment event={event} orderId={cancelledOrder} showError={setError} />
      )}
      <ClaimNotice claim={claim} event={event} />
      {event.ticketsLeft === 0 && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          This event is sold out.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Paper component="section" aria-labelledby="details-heading" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
            <Typography id="details-heading" variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
              {view === 'form' ? 'Your details' : 'Preview'}
            </Typography>
            {view === 'form' ? (
              <Button variant="outlined" onClick={preview}>
                Preview
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => setView('form')}>
                Edit details
              </Button>
            )}
          </Stack>
          {view === 'form' ? (
            <CheckoutFormView
              event={event}
              quantity={quantity}
              form={{ ...form, country: country.code }}
              countries={countries}
              onChange={change}
              errors={fieldErrors}
              onErrors={setFieldErrors}
              emailLocked={Boolean(claimed)}
            />
          ) : (
            <PreviewView event={event} quantity={quantity} form={form} dialCode={country.dialCode} />
          )}
        </Paper>
        <Paper component="section" aria-label="Order summary" sx={{ p: { xs: 2, sm: 3 }, alignSelf: 'start', minWidth: 0 }}>
          <SummaryPanel event={event} quantity={quantity} form={form} promo={promo.applied} />
          <Box sx={{ mt: 2 }}>
            <PromoCodeField promo={promo} />
          </Box>
          {sale.open ? (
            <Button
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 3 }}
              onClick={pay}
              disabled={processing || event.ticketsLeft === 0}
            >
              {processing ? 'Processing...' : 'Pay Now'}
            </Button>
          ) : (
            <Box sx={{ mt: 3, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>{sale.shown}</Box>
          )}
        </Paper>
      </Box>
      {sale.open && (
        <StickyActionBar
          label="Pay"
          detail={dueToday === undefined ? undefined : formatPounds(dueToday)}
          onClick={pay}
          disabled={processing || event.ticketsLeft === 0}
        />
      )}
    </Box>
  );
}
