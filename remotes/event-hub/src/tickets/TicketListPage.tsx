import { Button, Paper, useMediaQuery, useTheme } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useEvent, useEventTickets } from '@shared/api';
import { paths, type EventKind } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PHONE_HIDDEN_COLUMNS, ticketColumns } from './ticketColumns';
import { ticketCsvName } from './ticketCsv';
import { ticketListTitle } from './ticketListTitle';
import { UnpaidOrders } from './UnpaidOrders';
import { QueryGrid } from './QueryGrid';
import type { GridQueryDefaults } from './useGridQuery';

const DEFAULTS: GridQueryDefaults = { sort: [{ field: 'date', sort: 'desc' }], pageSize: 25 };

/** /admin/events/{experiences|parties}/tickets/{id}: every ticket of the event (docs/product-rules.md#ticket-list). */
export function TicketListPage({ kind }: { kind: EventKind }) {
  const { id = '' } = useParams();
  const tickets = useEventTickets(id);
  // Null while they load; a list that cannot be loaded is empty (and logged), the page stays usable.
  const rows = tickets.data ?? (tickets.isError ? [] : null);
  const eventTitle = useEvent(kind, id).data?.title;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <AdminPage
      title={ticketListTitle(kind, eventTitle)}
      actions={
        <Button component={RouterLink} to={paths.admin.eventPreview(kind, id)} startIcon={<ArrowBack />}>
          Back
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ height: 640 }}>
        <QueryGrid
          label="Ticket List"
          rows={rows}
          defaults={DEFAULTS}
          getRowId={(row) => row.code}
          columns={ticketColumns}
          showToolbar
          slotProps={{
            toolbar: {
              showQuickFilter: true,
              csvOptions: { fileName: ticketCsvName(eventTitle, new Date()) },
              printOptions: { disableToolbarButton: true },
            },
          }}
          initialState={{ columns: { columnVisibilityModel: phone ? PHONE_HIDDEN_COLUMNS : {} } }}
          sx={{ '& .ticket-code': { fontFamily: 'monospace' } }}
        />
      </Paper>
      <UnpaidOrders kind={kind} id={id} />
    </AdminPage>
  );
}
