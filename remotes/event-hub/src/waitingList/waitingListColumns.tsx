import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { WaitingListEntry, WaitingListStatus } from '@shared/domain';
import { holdTime } from '../tickets/UnpaidOrders';

export const statusLabels: Record<WaitingListStatus, string> = {
  WAITING: 'Waiting',
  OFFERED: 'Offered',
  CLAIMED: 'Claimed',
  EXPIRED: 'Expired',
  REMOVED: 'Removed',
};

const statusColours: Record<WaitingListStatus, 'info' | 'warning' | 'success' | 'default'> = {
  WAITING: 'info',
  OFFERED: 'warning',
  CLAIMED: 'success',
  EXPIRED: 'default',
  REMOVED: 'default',
};

/** A time of the list, in UTC like the unpaid orders' holds (offers last minutes, so the time matters); '-' when none. */
function timeColumn(field: 'createdAt' | 'offeredAt' | 'offerExpiresAt', headerName: string): GridColDef<WaitingListEntry> {
  return {
    field,
    headerName,
    type: 'dateTime',
    minWidth: 250,
    valueGetter: (value: string | null) => (value ? new Date(value) : null),
    valueFormatter: (value: Date | null) => (value ? holdTime(value.toISOString()) : '-'),
  };
}

export const waitingListColumns: GridColDef<WaitingListEntry>[] = [
  { field: 'position', headerName: 'Position', type: 'number', minWidth: 90, valueFormatter: (value: number | null) => value ?? '-' },
  { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 200 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', minWidth: 90 },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 110,
    renderCell: ({ row }) => <Chip size="small" label={statusLabels[row.status]} color={statusColours[row.status]} />,
  },
  timeColumn('createdAt', 'Joined'),
  timeColumn('offeredAt', 'Offered'),
  timeColumn('offerExpiresAt', 'Offer Expires'),
];
