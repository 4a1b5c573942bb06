import { Box, Grid, Skeleton, Stack } from '@mui/material';
import { useEffect, useState } from 'react';

/**
 * SPEC §9 fixes how long some skeletons show (login 1.5 s; dashboard, payments, event forms
 * 800 ms). Returns false until `ms` have passed since mount.
 */
export function useSkeletonDelay(ms: number): boolean {
  const [ready, setReady] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}

export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading">
      <Skeleton variant="text" width="40%" height={40} />
      {Array.from({ length: fields }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
      <Skeleton variant="rounded" width={140} height={44} />
    </Stack>
  );
}

export function CardGridSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <Grid container spacing={3} aria-busy="true" aria-label="Loading">
      {Array.from({ length: cards }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="50%" />
        </Grid>
      ))}
    </Grid>
  );
}

export function PageSkeleton() {
  return (
    <Box sx={{ p: 3 }} aria-busy="true" aria-label="Loading">
      <Skeleton variant="text" width="30%" height={48} />
      <Skeleton variant="rounded" height={160} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}
