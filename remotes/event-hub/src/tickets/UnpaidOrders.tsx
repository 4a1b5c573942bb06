import { Box, Chip, Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useUnpaidOrders } from '@shared/api';
import { formatEventDate, kindOfSegment, type EventKind, type UnpaidOrder } from '@shared/domain';
import { QueryGrid } from './QueryGrid';
import { useGridQuery, type GridQueryDefaults } from './useGridQuery';

/** '2031-05-01T10:05:00.000Z' => 'Thursday, 1 May 2031, 10:05 UTC': holds last minutes, so the time matters. */
export const holdTime = (value: string) => `${formatEventDate(value)}, ${value.slice(11, 16)} UTC`;

function dateTimeColumn(field: 'createdAt' | 'holdExpiresAt', headerName: string): GridColDef<UnpaidOrder> {
  return {
    field,
    headerName,
    type: 'dateTime',
    minWidth: 260,
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => holdTime(value.toISOString()),
  };
}

export const unpaidColumns: GridColDef<UnpaidOrder>[] = [
  { field: 'reference', headerName: 'Reference', minWidth: 120 },
  { field: 'firstName', headerName: 'First Name', flex: 1, minWidth: 120 },
  { field: 'lastName', headerName: 'Last Name', flex: 1, minWidth: 120 },
  { field: 'email', headerName: 'Buyer Email', flex: 1.5, minWidth: 200 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', minWidth: 100 },
  dateTimeColumn('createdAt', 'Ordered'),
  dateTimeColumn('holdExpiresAt', 'Hold Expires'),
  {
    field: 'state',
    headerName: 'State',
    minWidth: 120,
    renderCell: ({ value }) => (
      <Chip size="small" label={value === 'HELD' ? 'Held' : 'Lapsed'} color={value === 'HELD' ? 'warning' : 'default'} />
    ),
  },
];

const DEFAULTS: GridQueryDefaults = { sort: [{ field: 'createdAt', sort: 'desc' }], pageSize: 25 };

/**
 * The event's abandoned and running holds: orders whose tickets are kept from sale while the
 * buyer pays, and those whose hold lapsed unpaid. Shows an admin who keeps an event looking sold out.
 */
export function UnpaidOrders({ kind, id }: { kind: EventKind; id: string }) {
  // Null while they load; a list that cannot be loaded is empty (and logged).
  const { data, isError } = useUnpaidOrders({ type: kindOfSegment(kind).kind, eventId: id });
  const rows = data ?? (isError ? [] : null);
  const query = useGridQuery('unpaid', DEFAULTS);
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
      <Paper variant="outlined" sx={{ height: 420 }}>
        <QueryGrid label="Unpaid Orders" rows={rows} columns={unpaidColumns} query={query} />
      </Paper>
    </Box>
  );
}
