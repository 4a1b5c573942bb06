import { Button, Link, Paper } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEvent, useTransactions } from '@shared/api';
import { formatEventDate, formatPounds, paths, transactionStatusLabel, type EventKind, type Transaction } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { kindInfo } from '../eventKinds';
import { ticketListTitle } from './ticketListTitle';
import { UnpaidOrders } from './UnpaidOrders';

export const ticketColumns: GridColDef<Transaction>[] = [
  { field: 'payerFirstName', headerName: 'First Name', flex: 1, minWidth: 120 },
  { field: 'payerLastName', headerName: 'Last Name', flex: 1, minWidth: 120 },
  { field: 'payerEmail', headerName: 'Payer Email', flex: 1.5, minWidth: 200 },
  { field: 'payerPhoneNumber', headerName: 'Phone number', flex: 1, minWidth: 140 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'dateTime',
    minWidth: 200,
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => formatEventDate(value),
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', minWidth: 100 },
  // Sorted by pence, shown (and exported) in pounds.
  { field: 'amountPaid', headerName: 'Amount', type: 'number', minWidth: 120, valueFormatter: (value: number) => formatPounds(value) },
  { field: 'refunded', headerName: 'Refunded', type: 'number', minWidth: 120, valueFormatter: (value: number) => formatPounds(value) },
  { field: 'status', headerName: 'Status', minWidth: 150, valueGetter: (value: string) => transactionStatusLabel(value) },
  {
    field: 'order',
    headerName: 'Order',
    minWidth: 90,
    sortable: false,
    filterable: false,
    disableExport: true,
    renderCell: ({ row }) =>
      row.orderId && (
        <Link
          component={RouterLink}
          to={paths.admin.order(row.orderId)}
          aria-label={`Open the order of ${row.payerFirstName} ${row.payerLastName}`}
        >
          Open
        </Link>
      ),
  },
];

/** Payments that took money: refunded ones stay listed, with what went back, so the list adds up. */
const TOOK_MONEY = new Set(['Successful', 'Partially refunded', 'Refunded']);

/**
 * The buyers of one event: its payments that took money, refunded or not (anything else counts as
 * failed: no ticket).
 * Null while they load; a list that cannot be loaded is empty (and logged), the page stays usable.
 */
function useBuyers(kind: EventKind, id: string): Transaction[] | null {
  const { data, isError } = useTransactions({ productType: kindInfo[kind].productType, productId: id });
  return useMemo(
    () => (data ? data.filter((t) => TOOK_MONEY.has(transactionStatusLabel(t.status))) : isError ? [] : null),
    [data, isError],
  );
}

/** /admin/events/{experiences|parties}/tickets/{id} */
export function TicketListPage({ kind }: { kind: EventKind }) {
  const { id = '' } = useParams();
  const rows = useBuyers(kind, id);
  const title = ticketListTitle(kind, useEvent(kind, id).data?.title);
  return (
    <AdminPage
      title={title}
      actions={
        <Button component={RouterLink} to={paths.admin.eventPreview(kind, id)} startIcon={<ArrowBack />}>
          Back
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ height: 640 }}>
        <DataGrid
          label="Ticket List"
          rows={rows ?? []}
          columns={ticketColumns}
          loading={rows === null}
          showToolbar
          slotProps={{
            toolbar: { showQuickFilter: true, csvOptions: { fileName: `ticket-list-${id}` }, printOptions: { disableToolbarButton: true } },
          }}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } }, sorting: { sortModel: [{ field: 'date', sort: 'desc' }] } }}
          pageSizeOptions={[10, 25, 50, 100]}
          disableRowSelectionOnClick
        />
      </Paper>
      <UnpaidOrders kind={kind} id={id} />
    </AdminPage>
  );
}
