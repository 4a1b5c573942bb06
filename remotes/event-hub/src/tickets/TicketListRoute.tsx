import { usePrefetchEventTicketPage } from '@shared/api';
import type { EventKind } from '@shared/domain';
import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { ticketPageQuery, useTicketGridQuery } from './ticketPageQuery';

const TicketListPage = lazy(() => import('./TicketListPage').then((m) => ({ default: m.TicketListPage })));

/**
 * The ticket list's route: asks the API for the page of tickets the address shows as it starts,
 * and the page's code loads meanwhile; the page's own read is handed that
 * answer (docs/architecture.md#the-ticket-list-asks-before-its-page-loads).
 */
export function TicketListRoute({ kind }: { kind: EventKind }) {
  const { id = '' } = useParams();
  usePrefetchEventTicketPage(id, ticketPageQuery(useTicketGridQuery()));
  return <TicketListPage kind={kind} />;
}
