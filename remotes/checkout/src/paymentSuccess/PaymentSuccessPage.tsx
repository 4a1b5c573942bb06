import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Typography } from '@mui/material';
import { paths, type EventKind } from '@shared/domain';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkoutStore } from '../event/checkoutStore';
import { paymentReturn } from '../paymentReturn';
import { useOpenAtTop } from '../ui/useOpenAtTop';

/** How long the green tick shows before the confirmation page. */
export const SUCCESS_REDIRECT_MS = 3000;

/**
 * /{kind}/payment-success, where both providers send the buyer back under the kind of the order
 * (?order= names it): sets the flag for the 'Payment Successful' modal and remembers the order for
 * its receipt, then after 3 s opens the confirmation page of that kind (the checkout store says
 * which event).
 */
export function PaymentSuccessPage({ kind }: { kind: EventKind }) {
  const navigate = useNavigate();
  const orderId = useSearchParams()[0].get('order');
  useOpenAtTop();
  useEffect(() => {
    paymentReturn.markSucceeded(orderId);
    const eventId = checkoutStore.get(kind)?.event.id;
    const timer = setTimeout(
      () =>
        navigate(eventId ? `${paths.confirmation(kind)}?event=${encodeURIComponent(eventId)}` : paths.confirmation(kind), {
          replace: true,
        }),
      SUCCESS_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate, orderId, kind]);

  return (
    <Box
      component="section"
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 12, px: 2, textAlign: 'center' }}
    >
      <CheckCircleIcon sx={{ fontSize: 96, color: 'success.main' }} aria-hidden="true" />
      <Typography variant="h1" component="h1">
        Payment Successful
      </Typography>
      <Typography>Thank you! Your tickets are on their way to your e-mail.</Typography>
    </Box>
  );
}
