import { Button, Skeleton, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEventList } from '@shared/api';
import { paths, summarizeEvent, type EventKind, type Experience, type Party } from '@shared/domain';
import { AdminPage } from '@shared/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { kindInfo, type AdminEvent } from '../eventKinds';
import { EventsTable } from './EventsTable';
import { Pagination } from './Pagination';
import { useCan } from '@shared/auth';

export const PAGE_SIZE = 10;

type Filter = 'all' | 'upcoming' | 'past';
const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming Event' },
  { value: 'past', label: 'Past Event' },
];

interface KindLists {
  /** OPEN: upcoming, soonest first. */
  upcoming: AdminEvent[];
  /** CLOSED: past, most recent first. */
  past: AdminEvent[];
}

const when = (e: AdminEvent) => `${e.date}|${e.time}`;

/** A kind's lists as the tabs show them; a list that could not be loaded is empty. */
function kindLists(kind: EventKind, open: (Experience | Party)[] = [], closed: (Experience | Party)[] = []): KindLists {
  return {
    upcoming: open.map((e) => summarizeEvent(kind, e)).sort((a, b) => when(a).localeCompare(when(b))),
    past: closed.map((e) => summarizeEvent(kind, e)).sort((a, b) => when(b).localeCompare(when(a))),
  };
}

function filtered(lists: KindLists, filter: Filter) {
  if (filter === 'upcoming') return lists.upcoming;
  if (filter === 'past') return lists.past;
  return [...lists.upcoming, ...lists.past];
}

/**
 * /admin/events. Tab, filter and page live in the query string, so coming back from a preview
 * (or reloading) shows the same page of the same list.
 */
export function EventsPage() {
  // Both kinds, open and closed, at once: the tabs show the counts of both.
  const experiencesOpen = useEventList('experiences', 'OPEN');
  const experiencesClosed = useEventList('experiences', 'CLOSED');
  const partiesOpen = useEventList('parties', 'OPEN');
  const partiesClosed = useEventList('parties', 'CLOSED');
  const loading = [experiencesOpen, experiencesClosed, partiesOpen, partiesClosed].some((read) => read.isPending);
  const lists: Record<EventKind, KindLists> = useMemo(
    () => ({
      experiences: kindLists('experiences', experiencesOpen.data, experiencesClosed.data),
      parties: kindLists('parties', partiesOpen.data, partiesClosed.data),
    }),
    [experiencesOpen.data, experiencesClosed.data, partiesOpen.data, partiesClosed.data],
  );
  const [query, setQuery] = useSearchParams();
  const kind: EventKind = query.get('tab') === 'parties' ? 'parties' : 'experiences';
  const filter: Filter = filters.some((f) => f.value === query.get('filter')) ? (query.get('filter') as Filter) : 'all';
  const events = filtered(lists[kind], filter);
  const pageCount = Math.ceil(events.length / PAGE_SIZE);
  const page = Math.min(Math.max(1, Number(query.get('page')) || 1), Math.max(1, pageCount));
  const shown = events.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const show = (next: { tab?: EventKind; filter?: Filter; page?: number }) => {
    const merged = { tab: kind, filter, page: 1, ...next };
    setQuery({ tab: merged.tab, filter: merged.filter, page: String(merged.page) });
  };
  const mayCheckIn = useCan('check-in');
  const mayWrite = useCan('events:write');
  const count = (k: EventKind, f: Filter) => (loading ? '' : ` (${filtered(lists[k], f).length})`);

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
        onChange={(_, value: Filter | null) => value && show({ filter: value })}
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
          <EventsTable events={shown} emptyText={`No ${kindInfo[kind].plural} found for this filter.`} />
          <Pagination page={page} pageCount={pageCount} onChange={(next) => show({ page: next })} />
        </>
      )}
    </AdminPage>
  );
}
