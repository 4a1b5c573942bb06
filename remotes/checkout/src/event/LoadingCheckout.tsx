import { Box, CircularProgress, Typography } from '@mui/material';
import { paths } from '@shared/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long 'Loading checkout details' stays readable before a checkout without an event leaves. */
export const MISSING_EVENT_REDIRECT_MS = 1500;

/**
 * 'Loading checkout details': while the event loads, and, with `leave`, on the way to
 * /experiences when there is no event to check out (docs/product-rules.md#check-out).
 */
export function LoadingCheckout({ leave = false }: { leave?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!leave) return;
    const timer = setTimeout(() => navigate(paths.experiences, { replace: true }), MISSING_EVENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leave, navigate]);

  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>Loading checkout details</Typography>
    </Box>
  );
}
