import { Box, CircularProgress, Typography } from '@mui/material';
import { paths, type EventKind } from '@shared/domain';
import { PageHeader } from '@shared/ui';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { checkoutStore, type StoredCheckout } from '../event/checkoutStore';
import { LoadingCheckout } from '../event/LoadingCheckout';
import { leavePage } from '../leavePage';
import { paymentReturn } from '../paymentReturn';

const providerName = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/**
 * /{kind}/redirect: remembers the poster and kind for the return, then sends the browser
 * to the provider. The payment to start is taken out of the checkout store first, so coming back
 * here (the browser's back button, a reload) returns to the checkout instead of paying again.
 */
export function RedirectPage({ kind }: { kind: EventKind }) {
  const [params] = useSearchParams();
  const eventId = params.get('event');
  const [stored] = useState<StoredCheckout | undefined>(() => checkoutStore.get(kind, eventId));
  const payment = stored?.payment;

  useEffect(() => {
    if (!stored?.payment) return;
    checkoutStore.update(kind, stored.event.id, { payment: undefined });
    paymentReturn.remember(kind, stored.event.posterImage || stored.event.images[0] || '');
    leavePage(stored.payment.redirectUrl);
  }, [kind, stored]);

  if (!payment) {
    if (eventId) return <Navigate to={`${paths.confirmation(kind)}?event=${encodeURIComponent(eventId)}`} replace />;
    return (
      <>
        <PageHeader title="Payment Processing" />
        <LoadingCheckout leave />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Payment Processing" />
      <Box
        role="status"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10, px: 2, textAlign: 'center' }}
      >
        <CircularProgress size={56} aria-label="Processing payment" />
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          Redirecting you to {providerName[payment.provider]} for payment...
        </Typography>
        <Typography color="text.secondary">Please do not close this window.</Typography>
      </Box>
    </>
  );
}
