import { Button, Skeleton, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useAdminEventPage } from '@shared/api';
import { ADMIN_EVENTS_PAGE_SIZE, type AdminEventCounts, type AdminEventFilter, type EventKind, paths } from '@shared/domain';
import { AdminPage, useAskedSearchParams } from '@shared/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { kindInfo } from '../eventKinds';
import { EventsTable } from './EventsTable';
import { Pagination } from './Pagination';
import { useCan } from '@shared/auth';

const filters: { value: AdminEventFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming Event' },
  { value: 'past', label: 'Past Event' },
];

/** The tab, filter and page an address asks for; anything unknown reads as the default. */
function readAddress(query: URLSearchParams) {
  const kind: EventKind = query.get('tab') === 'parties' ? 'parties' : 'experiences';
  const filter = filters.find((f) => f.value === query.get('filter'))?.value ?? 'all';
  return { kind, filter, page: Math.max(1, Math.floor(Number(query.get('page'))) || 1) };
}

/**
 * /admin/events. Tab, filter and page live in the query string, so coming back from a preview
 * (or reloading) shows the same page of the same list. The API pages the list and counts every
 * tab and filter (GET /api/admin/events).
 */
export function EventsPage() {
  const [query, ask] = useAskedSearchParams();
  const { kind, filter, page: asked } = readAddress(query);
  // The counts last answered, for any tab or filter: a page number past the end shows the last
  // page, as it always has, and the counts say which that is before the page is asked for.
  const [counts, setCounts] = useState<AdminEventCounts>();
  const total = counts?.[kind][filter];
  const page = total === undefined ? asked : Math.min(asked, Math.max(1, Math.ceil(total / ADMIN_EVENTS_PAGE_SIZE)));
  const read = useAdminEventPage({ kind, filter, page });
  const answer = read.data;
  if (answer && answer.counts !== counts) setCounts(answer.counts);
  // An answer past the end (an address's page before the counts were known) is never shown: the last page is on its way.
  const loading = read.isPending || (answer !== undefined && answer.data.length === 0 && answer.total > 0);

  /** Builds on the last address asked for, so a page clicked just after a filter keeps the filter. */
  const show = (next: { tab?: EventKind; filter?: AdminEventFilter; page?: number }) =>
    ask((last) => {
      const { kind: tab, filter: lastFilter } = readAddress(last);
      const merged = { tab, filter: lastFilter, page: 1, ...next };
      return new URLSearchParams({ tab: merged.tab, filter: merged.filter, page: String(merged.page) });
    });
  const mayCheckIn = useCan('check-in');
  const mayWrite = useCan('events:write');
  // A list that could not be loaded counts none, as it shows none.
  const count = (k: EventKind, f: AdminEventFilter) => (read.isPending ? '' : ` (${counts?.[k][f] ?? 0})`);

  return (
    <AdminPage
      title="Event Hub"
      actions={
        // On a phone the buttons stack rather than break their labels mid-word.
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
          {/* Only what the member's role may do (docs/product-rules.md#roles): finance reads the events. */}
          {mayCheckIn && (
            <Button component={RouterLink} to={paths.admin.eventCheckIn} variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
              Check-in
            </Button>
          )}
          {mayWrite && (
            <Button component={RouterLink} to={kindInfo[kind].createPath} variant="contained" sx={{ whiteSpace: 'nowrap' }}>
              + Create Event
            </Button>
          )}
        </Stack>
      }
    >
      <Tabs value={kind} onChange={(_, tab: EventKind) => show({ tab })} aria-label="Event kind" sx={{ mb: 2 }}>
        {(['experiences', 'parties'] as const).map((k) => (
          <Tab key={k} value={k} label={`${kindInfo[k].tabLabel}${count(k, 'all')}`} />
        ))}
      </Tabs>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_, value: AdminEventFilter | null) => value && show({ filter: value })}
        aria-label="Filter events"
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {filters.map((f) => (
          <ToggleButton key={f.value} value={f.value}>
            {f.label}
            {count(kind, f.value)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {loading ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading" role="status">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={52} />
          ))}
        </Stack>
      ) : (
        <>
          <EventsTable events={answer?.data ?? []} emptyText={`No ${kindInfo[kind].plural} found for this filter.`} />
          <Pagination
            page={page}
            pageCount={Math.ceil((answer?.total ?? 0) / ADMIN_EVENTS_PAGE_SIZE)}
            onChange={(next) => show({ page: next })}
          />
        </>
      )}
    </AdminPage>
  );
}
