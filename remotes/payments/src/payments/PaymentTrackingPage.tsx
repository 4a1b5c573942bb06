import { Box } from '@mui/material';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useTransactions } from '@shared/api';
import type { Transaction } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { LoadFailed } from '../loading/LoadFailed';
import { readFailed, usePageSkeleton } from '../loading/pageSkeleton';
import { OrderSearch } from '../orders/OrderSearch';
import { matchesFilters, NO_FILTERS, type PaymentFilters } from './filters';
import { PaymentDetails } from './PaymentDetails';
import { PaymentFilterBar } from './PaymentFilterBar';
import { PAYMENTS_PAGE_SIZE, PaymentsGrid } from './PaymentsGrid';
import { PaymentsSkeleton } from './PaymentsSkeleton';

/** What a failed load shows (docs/product-rules.md#admin-areas). */
export const LOAD_FAILED = 'Failed to load payment tracking data';

const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: PAYMENTS_PAGE_SIZE };

/** /admin/payments: every payment from GET /transaction/get, filtered here, 10 a page; and the search for an order. */
export function PaymentTrackingPage() {
  const read = useTransactions();
  const { data } = read;
  const failed = readFailed(read);
  const skeleton = usePageSkeleton(read);
  const [filters, setFilters] = useState<PaymentFilters>(NO_FILTERS);
  const [paginationModel, setPaginationModel] = useState(FIRST_PAGE);
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
          <PaymentFilterBar
            filters={filters}
            onChange={(next) => {
              setFilters(next);
              setPaginationModel(FIRST_PAGE);
            }}
          />
          <PaymentsGrid rows={rows} paginationModel={paginationModel} onPaginationModelChange={setPaginationModel} onOpen={setOpen} />
          <PaymentDetails transaction={open} onClose={() => setOpen(null)} />
        </Box>
      )}
    </AdminPage>
  );
}
