import { Box, Skeleton } from '@mui/material';
import { DashboardGrid } from './DashboardGrid';

/** The dashboard's shape while its figures load, so nothing moves when they arrive. */
export function DashboardSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading">
      <DashboardGrid
        cards={Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
        report={<Skeleton variant="rounded" height={420} />}
        sources={<Skeleton variant="rounded" height={420} />}
        transactions={<Skeleton variant="rounded" height={280} />}
        orders={<Skeleton variant="rounded" height={280} />}
      />
    </Box>
  );
}
