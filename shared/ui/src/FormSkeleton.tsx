import { Skeleton, Stack } from '@mui/material';

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
