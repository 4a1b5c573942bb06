import { Box, Button, Paper, useMediaQuery, useTheme } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { eventTicketApi, useEvent, useEventTicketPage } from '@shared/api';
import { paths, type EventKind, type EventTicket } from '@shared/domain';
import { AdminPage, ExportMenu, GridTable, saveFile } from '@shared/ui';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ColumnsMenu } from './ColumnsMenu';
import { loadPhoneFormat, usePhoneFormat } from './phone';
import { PHONE_HIDDEN_FIELDS, ticketColumns } from './ticketColumns';
import { ticketCsvFile, ticketCsvName } from './ticketCsv';
import { ticketListTitle } from './ticketListTitle';
import { TablePager } from './TablePager';
import { TableSearch } from './TableSearch';
import { UnpaidOrders } from './UnpaidOrders';
import { ticketPageQuery, useTicketGridQuery } from './ticketPageQuery';

const ticketCode = (row: EventTicket) => row.code;

/**
 * /admin/events/{experiences|parties}/tickets/{id}: the event's tickets a page at a time, searched,
 * sorted and paged by the API; the CSV holds every ticket, in the columns shown
 * (docs/product-rules.md#ticket-list). A plain table of the page (docs/architecture.md#admin-tables).
 */
export function TicketListPage({ kind }: { kind: EventKind }) {
  const { id = '' } = useParams();
  const query = useTicketGridQuery();
  const tickets = useEventTicketPage(id, ticketPageQuery(query));
  // Null while the first page loads; a list that cannot be loaded is empty (and logged), the page stays usable.
  const rows = tickets.data?.data ?? (tickets.isError ? [] : null);
  const total = tickets.data?.total ?? 0;
  const eventTitle = useEvent(kind, id).data?.title;
  usePhoneFormat();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(phone ? PHONE_HIDDEN_FIELDS : []));
  const columns = ticketColumns.filter((column) => !hidden.has(column.field));
  const { onFilterModelChange } = query;
  const search = useCallback(
    (text: string) => onFilterModelChange({ items: [], quickFilterValues: text.split(' ').filter(Boolean) }),
    [onFilterModelChange],
  );

  // Every ticket of the event, read when Download as CSV is pressed.
  const downloadAll = async () => {
    try {
      const [everyTicket] = await Promise.all([eventTicketApi.list(id), loadPhoneFormat()]);
      const file = ticketCsvFile(everyTicket, columns);
      saveFile(new Blob([file], { type: 'text/csv;charset=utf-8' }), ticketCsvName(eventTitle, new Date()));
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
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, pt: 1 }}>
          <ColumnsMenu columns={ticketColumns} hidden={hidden} onHiddenChange={setHidden} />
          <ExportMenu onExportCsv={() => void downloadAll()} />
          <Box sx={{ flexGrow: 1 }} />
          <TableSearch search={query.search} onSearch={search} />
        </Box>
        <GridTable
          label="Ticket List"
          columns={columns}
          rows={rows}
          rowId={ticketCode}
          rowCount={total}
          loading={tickets.isPlaceholderData}
          sortModel={query.sortModel}
          onSortModelChange={query.onSortModelChange}
          empty="No tickets."
        />
        <TablePager query={query} rowCount={total} />
      </Paper>
      <UnpaidOrders kind={kind} id={id} />
    </AdminPage>
  );
}
