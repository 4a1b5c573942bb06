import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { GridColDef } from '@mui/x-data-grid';
import { useEvent, useWaitingList } from '@shared/api';
import { paths, type EventKind, type WaitingListEntry } from '@shared/domain';
import { useCan } from '@shared/auth';
import { AdminPage } from '@shared/ui';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { QueryGrid } from './QueryGrid';
import { useGridQuery, type GridQueryDefaults } from '../tickets/useGridQuery';
import { EntryActionDialog, type EntryAction } from './EntryActionDialog';
import { waitingListColumns } from './waitingListColumns';

const DEFAULTS: GridQueryDefaults = { sort: [{ field: 'createdAt', sort: 'asc' }], pageSize: 25 };

/**
 * /admin/events/{experiences|parties}/waiting-list/{id}: who waits for the sold-out event, in the
 * order they joined, with the offers made (docs/product-rules.md#waiting-list). The event's editors
 * may offer an entry its tickets now, out of order, or take it off the list.
 */
export function WaitingListPage({ kind }: { kind: EventKind }) {
  const { id = '' } = useParams();
  const list = useWaitingList(id);
  // Null while it loads; a list that cannot be loaded is empty (and logged), the page stays usable.
  const rows = list.data ?? (list.isError ? [] : null);
  const query = useGridQuery('', DEFAULTS);
  const eventTitle = useEvent(kind, id).data?.title;
  const mayAct = useCan('events:write');
  const [asking, setAsking] = useState<EntryAction | null>(null);
  const waiting = (rows ?? []).filter((entry) => entry.status === 'WAITING').length;

  const actions: GridColDef<WaitingListEntry> = {
    field: 'actions',
    headerName: 'Actions',
    sortable: false,
    filterable: false,
    minWidth: 220,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        {row.status === 'WAITING' && (
          <Button
            size="small"
            variant="outlined"
            aria-label={`Offer now to ${row.email}`}
            onClick={() => setAsking({ kind: 'offer', entry: row })}
          >
            Offer now
          </Button>
        )}
        {(row.status === 'WAITING' || row.status === 'OFFERED') && (
          <Button size="small" color="error" aria-label={`Remove ${row.email}`} onClick={() => setAsking({ kind: 'remove', entry: row })}>
            Remove
          </Button>
        )}
      </Stack>
    ),
  };

  return (
    <AdminPage
      title={eventTitle ? `Waiting List: ${eventTitle}` : 'Waiting List'}
      actions={
        <Button component={RouterLink} to={paths.admin.eventPreview(kind, id)} startIcon={<ArrowBack />}>
          Back
        </Button>
      }
    >
      <Box component="section" aria-labelledby="waiting-list-summary">
        <Typography id="waiting-list-summary" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {rows === null
            ? 'People waiting for tickets to come free, in the order they joined.'
            : `${waiting} ${waiting === 1 ? 'person is' : 'people are'} waiting. Freed tickets are offered in order; an unclaimed offer passes to the next.`}
        </Typography>
        {rows !== null && rows.length === 0 && <Alert severity="info">Nobody is on the waiting list of this event.</Alert>}
        <Paper variant="outlined" sx={{ height: 560, mt: 1 }}>
          <QueryGrid
            label="Waiting List"
            rows={rows}
            columns={mayAct ? [...waitingListColumns, actions] : waitingListColumns}
            query={query}
          />
        </Paper>
      </Box>
      <EntryActionDialog action={asking} onClose={() => setAsking(null)} />
    </AdminPage>
  );
}
