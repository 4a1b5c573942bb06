import { Box } from '@mui/material';
import type { ReactNode } from 'react';

interface DashboardGridProps {
  cards: ReactNode;
  report: ReactNode;
  sources: ReactNode;
  transactions: ReactNode;
  orders: ReactNode;
}

/** The dashboard's layout, shared by the page and its skeleton. */
export function DashboardGrid({ cards, report, sources, transactions, orders }: DashboardGridProps) {
  const row = (columns: string) => ({ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: columns } });
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {cards}
      </Box>
      <Box sx={row('minmax(0, 2fr) minmax(0, 1fr)')}>
        {report}
        {sources}
      </Box>
      <Box sx={row('minmax(0, 2fr) minmax(0, 1fr)')}>
        {transactions}
        {orders}
      </Box>
    </>
  );
}
