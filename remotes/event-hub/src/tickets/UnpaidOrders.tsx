import { Box, Chip, Paper, Typography } from '@mui/material';
import { useUnpaidOrders } from '@shared/api';
import { formatEventDate, kindOfSegment, type EventKind, type UnpaidOrder } from '@shared/domain';
import { GridTable, type GridColumn } from '@shared/ui';
import { useMemo } from 'react';
import { TablePager } from './TablePager';
import { useGridQuery, type GridQuery, type GridQueryDefaults } from './useGridQuery';

/** '2031-05-01T10:05:00.000Z' => 'Thursday, 1 May 2031, 10:05 UTC': holds last minutes, so the time matters. */
export const holdTime = (value: string) => `${formatEventDate(value)}, ${value.slice(11, 16)} UTC`;

type Field = 'reference' | 'firstName' | 'lastName' | 'email' | 'quantity' | 'createdAt' | 'holdExpiresAt' | 'state';

/** A column of the unpaid orders, sorted in the browser by its field (ISO times sort as text). */
const column = (field: Field, header: string, layout: Partial<GridColumn<UnpaidOrder>> = {}): GridColumn<UnpaidOrder> => ({
  field,
  header,
  cell: (row) => String(row[field]),
  sortable: true,
  ...layout,
});

const unpaidColumns: GridColumn<UnpaidOrder>[] = [
  column('reference', 'Reference'),
  column('firstName', 'First Name'),
  column('lastName', 'Last Name'),
  column('email', 'Buyer Email'),
  column('quantity', 'Quantity', { numeric: true }),
  column('createdAt', 'Ordered', { cell: (row) => holdTime(row.createdAt) }),
  column('holdExpiresAt', 'Hold Expires', { cell: (row) => holdTime(row.holdExpiresAt) }),
  column('state', 'State', {
    cell: (row) => (
      <Chip size="small" label={row.state === 'HELD' ? 'Held' : 'Lapsed'} color={row.state === 'HELD' ? 'warning' : 'default'} />
    ),
  }),
];

const DEFAULTS: GridQueryDefaults = { sort: [{ field: 'createdAt', sort: 'desc' }], pageSize: 25, columnFilters: false };

/** The rows in the sort asked for (a field of the table's, else as they came), then the page's. */
function shownPage(rows: UnpaidOrder[], { sortModel, paginationModel: { page, pageSize } }: GridQuery) {
  const [order] = sortModel;
  const field = unpaidColumns.find((candidate) => candidate.field === order?.field)?.field as Field | undefined;
  const sorted = field
    ? [...rows].sort((a, b) => {
        const [x, y] = [a[field], b[field]];
        const compared = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return order.sort === 'desc' ? -compared : compared;
      })
    : rows;
  return sorted.slice(page * pageSize, (page + 1) * pageSize);
}

/**
 * The event's abandoned and running holds: orders whose tickets are kept from sale while the
 * buyer pays, and those whose hold lapsed unpaid. Shows an admin who keeps an event looking sold
 * out. An event has few, so all come at once and are sorted and paged here.
 */
export function UnpaidOrders({ kind, id }: { kind: EventKind; id: string }) {
  // Null while they load; a list that cannot be loaded is empty (and logged).
  const { data, isError } = useUnpaidOrders({ type: kindOfSegment(kind).kind, eventId: id });
  const rows = useMemo(() => data ?? (isError ? [] : null), [data, isError]);
  const query = useGridQuery('unpaid', DEFAULTS);
  const shown = useMemo(() => rows && shownPage(rows, query), [rows, query]);
  const held = (rows ?? []).filter((order) => order.state === 'HELD').reduce((sum, order) => sum + order.quantity, 0);
  return (
    <Box component="section" aria-labelledby="unpaid-orders-heading" sx={{ mt: 4 }}>
      <Typography id="unpaid-orders-heading" variant="h6" component="h2">
        Unpaid Orders
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {rows === null
          ? 'Orders holding tickets while the buyer pays, and holds that lapsed unpaid.'
          : `${held} ${held === 1 ? 'ticket is' : 'tickets are'} held unpaid right now. Lapsed holds no longer keep tickets from sale.`}
      </Typography>
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <GridTable
          label="Unpaid Orders"
          columns={unpaidColumns}
          rows={shown}
          rowId={(row) => row.id}
          rowCount={rows?.length ?? 0}
          loading={false}
          sortModel={query.sortModel}
          onSortModelChange={query.onSortModelChange}
          empty="No unpaid orders."
        />
        <TablePager query={query} rowCount={rows?.length ?? 0} />
      </Paper>
    </Box>
  );
}
