import { Button, MenuItem, Paper, useMediaQuery, useTheme } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { gridVisibleColumnFieldsSelector, useGridApiRef, type GridCsvExportOptions } from '@mui/x-data-grid';
import { eventTicketApi, useEvent, useEventTicketPage } from '@shared/api';
import { paths, type EventKind, type EventTicket } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PHONE_HIDDEN_COLUMNS, ticketColumns } from './ticketColumns';
import { ticketCsvName } from './ticketCsv';
import { ticketListTitle } from './ticketListTitle';
import { UnpaidOrders } from './UnpaidOrders';
import { QueryGrid } from './QueryGrid';
import { ticketPageQuery, useTicketGridQuery } from './ticketPageQuery';
import { WholeListCsv } from './WholeListCsv';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** Items of ours in the default toolbar's Export menu, after its own (the grid's paid plans put Excel there). */
    additionalExportMenuItems?: (closeMenu: () => void) => ReactNode;
  }
}

const ticketCode = (row: EventTicket) => row.code;

/**
 * /admin/events/{experiences|parties}/tickets/{id}: the event's tickets a page at a time, searched,
 * sorted and paged by the API; the CSV holds every ticket (docs/product-rules.md#ticket-list).
 */
export function TicketListPage({ kind }: { kind: EventKind }) {
  const { id = '' } = useParams();
  const query = useTicketGridQuery();
  const tickets = useEventTicketPage(id, ticketPageQuery(query));
  // Null while the first page loads; a list that cannot be loaded is empty (and logged), the page stays usable.
  const rows = tickets.data?.data ?? (tickets.isError ? [] : null);
  const eventTitle = useEvent(kind, id).data?.title;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const grid = useGridApiRef();
  // Every ticket of the event, read when Download as CSV is pressed, and the columns shown then.
  const [download, setDownload] = useState<{ rows: EventTicket[]; options: GridCsvExportOptions } | null>(null);
  const downloaded = useCallback(() => setDownload(null), []);

  const downloadAll = async () => {
    const options = { fileName: ticketCsvName(eventTitle, new Date()), fields: gridVisibleColumnFieldsSelector(grid) };
    try {
      setDownload({ rows: await eventTicketApi.list(id), options });
    } catch (error) {
      console.error('Could not load the tickets', error);
    }
  };

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
          apiRef={grid}
          rows={rows}
          query={query}
          server={{ rowCount: tickets.data?.total ?? 0, loading: tickets.isPlaceholderData }}
          getRowId={ticketCode}
          columns={ticketColumns}
          showToolbar
          slotProps={{
            toolbar: {
              showQuickFilter: true,
              // The grid's own CSV would hold the page shown; this one reads the whole list first.
              csvOptions: { disableToolbarButton: true },
              additionalExportMenuItems: (closeMenu) => (
                <MenuItem
                  onClick={() => {
                    closeMenu();
                    void downloadAll();
                  }}
                >
                  Download as CSV
                </MenuItem>
              ),
              printOptions: { disableToolbarButton: true },
            },
          }}
          initialState={{ columns: { columnVisibilityModel: phone ? PHONE_HIDDEN_COLUMNS : {} } }}
          sx={{ '& .ticket-code': { fontFamily: 'monospace' } }}
        />
      </Paper>
      {download && <WholeListCsv {...download} columns={ticketColumns} getRowId={ticketCode} onDone={downloaded} />}
      <UnpaidOrders kind={kind} id={id} />
    </AdminPage>
  );
}
