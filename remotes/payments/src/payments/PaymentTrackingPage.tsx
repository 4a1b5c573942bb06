import { Box } from '@mui/material';
import { errorMessage, transactionApi, useTransactionPage } from '@shared/api';
import type { Transaction } from '@shared/domain';
import { AdminPage, LoadFailed, saveFile } from '@shared/ui';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { readFailed, usePageSkeleton } from '../loading/pageSkeleton';
import { OrderSearch } from '../orders/OrderSearch';
import { exportQuery, pageQuery } from './filters';
import { PaymentDetails } from './PaymentDetails';
import { PaymentFilterBar } from './PaymentFilterBar';
import { PAYMENTS_PAGE_SIZE, PaymentsGrid, SORTABLE_FIELDS } from './PaymentsGrid';
import { PaymentsSkeleton } from './PaymentsSkeleton';
import { useTableAddress } from './useTableAddress';

/** What a failed load shows (docs/product-rules.md#admin-areas). */
export const LOAD_FAILED = 'Failed to load payment tracking data';

/** What a failed export says when the API gives no reason of its own. */
export const EXPORT_FAILED = 'Could not export the payments. Please try again.';

/** The name the export is saved under, as the API names it. */
const EXPORT_FILE = 'payment-tracking.csv';

/**
 * /admin/payments: the payments a page at a time from GET /admin/transactions, which filters,
 * searches, sorts and pages them, 10 a page, the table's state kept in the address; and the search
 * for an order. The page shown stays while the next one loads. Its export downloads every payment
 * the filters keep, in the table's sort, from GET /admin/transactions.csv
 * (docs/product-rules.md#payment-tracking-export).
 */
export function PaymentTrackingPage() {
  const { table, show } = useTableAddress(SORTABLE_FIELDS);
  const read = useTransactionPage(pageQuery(table, PAYMENTS_PAGE_SIZE));
  const { data } = read;
  const failed = readFailed(read);
  const skeleton = usePageSkeleton(read);
  const [open, setOpen] = useState<Transaction | null>(null);
  const lastPage = data ? Math.max(0, Math.ceil(data.total / PAYMENTS_PAGE_SIZE) - 1) : 0;

  // An address past the last page (fewer payments than when it was written) shows the last page.
  useEffect(() => {
    if (data && !read.isPlaceholderData && table.page > lastPage) show({ page: lastPage });
  }, [data, read.isPlaceholderData, table.page, lastPage, show]);

  useEffect(() => {
    if (failed && !skeleton) toast.error(LOAD_FAILED);
  }, [failed, skeleton]);

  const exportCsv = async () => {
    try {
      saveFile(await transactionApi.csv(exportQuery(table)), EXPORT_FILE);
    } catch (error) {
      toast.error(errorMessage(error, EXPORT_FAILED));
    }
  };

  return (
    <AdminPage title="Payment Tracking">
      {skeleton ? (
        <PaymentsSkeleton />
      ) : failed || !data ? (
        <LoadFailed message={LOAD_FAILED} onRetry={() => void read.refetch()} />
      ) : (
        <Box sx={{ minWidth: 0 }}>
          <OrderSearch />
          <PaymentFilterBar filters={table.filters} onChange={(next) => show({ filters: next, page: 0 })} />
          <PaymentsGrid
            rows={data.data}
            rowCount={data.total}
            loading={read.isPlaceholderData}
            page={Math.min(table.page, lastPage)}
            onPageChange={(page) => show({ page })}
            sortModel={table.sort}
            onSortModelChange={(sort) => show({ sort, page: 0 })}
            onOpen={setOpen}
            onExportCsv={() => void exportCsv()}
          />
          <PaymentDetails transaction={open} onClose={() => setOpen(null)} />
        </Box>
      )}
    </AdminPage>
  );
}
