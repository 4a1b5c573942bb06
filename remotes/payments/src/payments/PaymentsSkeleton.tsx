import { Box, Skeleton, Stack } from '@mui/material';
import { PAYMENTS_PAGE_SIZE } from './PaymentsGrid';

/** The filter bar and a page of rows while the payments load. */
export function PaymentsSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" width={180} height={40} />
        ))}
      </Stack>
      <Skeleton variant="rounded" height={56} sx={{ mb: 1 }} />
      {Array.from({ length: PAYMENTS_PAGE_SIZE }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={44} sx={{ mb: 0.5 }} />
      ))}
    </Box>
  );
}
