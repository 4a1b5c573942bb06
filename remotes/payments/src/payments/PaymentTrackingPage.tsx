import { Box } from '@mui/material';
import { useTransactions } from '@shared/api';
import type { Transaction } from '@shared/domain';
import { AdminPage, LoadFailed } from '@shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { readFailed, usePageSkeleton } from '../loading/pageSkeleton';
import { OrderSearch } from '../orders/OrderSearch';
import { matchesFilters } from './filters';
import { PaymentDetails } from './PaymentDetails';
import { PaymentFilterBar } from './PaymentFilterBar';
import { PAYMENTS_PAGE_SIZE, PaymentsGrid, SORTABLE_FIELDS } from './PaymentsGrid';
import { PaymentsSkeleton } from './PaymentsSkeleton';
import { useTableAddress } from './useTableAddress';

/** What a failed load shows (docs/product-rules.md#admin-areas). */
export const LOAD_FAILED = 'Failed to load payment tracking data';

/**
 * /admin/payments: every payment from GET /transaction/get, filtered, searched and sorted here, 10 a
 * page, the table's state kept in the address; and the search for an order.
 */
export function PaymentTrackingPage() {
  const read = useTransactions();
  const { data } = read;
  const failed = readFailed(read);
  const skeleton = usePageSkeleton(read);
  const { table, show } = useTableAddress(SORTABLE_FIELDS);
  const { filters } = table;
  const [open, setOpen] = useState<Transaction | null>(null);
  const rows = useMemo(() => (data ?? []).filter((transaction) => matchesFilters(transaction, filters)), [data, filters]);

  useEffect(() => {
    if (failed && !skeleton) toast.error(LOAD_FAILED);
  }, [failed, skeleton]);

  return (
    <AdminPage title="Payment Tracking">
      {skeleton ? (
        <PaymentsSkeleton />
      ) : failed ? (
        <LoadFailed message={LOAD_FAILED} onRetry={() => void read.refetch()} />
      ) : (
        <Box sx={{ minWidth: 0 }}>
          <OrderSearch />
          <PaymentFilterBar filters={filters} onChange={(next) => show({ filters: next, page: 0 })} />
          <PaymentsGrid
            rows={rows}
            paginationModel={{ page: table.page, pageSize: PAYMENTS_PAGE_SIZE }}
            onPageChange={(page) => show({ page })}
            sortModel={table.sort}
            onSortModelChange={(sort) => show({ sort, page: 0 })}
            onOpen={setOpen}
          />
          <PaymentDetails transaction={open} onClose={() => setOpen(null)} />
        </Box>
      )}
    </AdminPage>
  );
}
