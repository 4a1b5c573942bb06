import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EVENT_TICKET_PAGE_HANDOVER_MS, eventTicketKeys, useEventTicketPage, usePrefetchEventTicketPage } from './eventTickets';
import { createQueryClient } from './queryClient';
import { answer, seen } from './testing/fakeApi';

const page = { data: [], total: 0, page: 1, pageSize: 25 };

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const query = { page: 1, pageSize: 25, sort: 'date', dir: 'desc' } as const;
/** The query as the address carries it. */
const sentQuery = { page: '1', pageSize: '25', sort: 'date', dir: 'desc' };
const asked = () => seen.map((call) => [call.url, call.params]);

beforeEach(() => {
  seen.length = 0;
  answer(page);
  client = createQueryClient({ retry: false });
});

afterEach(() => jest.useRealTimers());

describe('usePrefetchEventTicketPage', () => {
  it("asks for the page as it renders, and the page's own read takes that answer without asking again", async () => {
    renderHook(() => usePrefetchEventTicketPage('ev/1', query), { wrapper });
    await waitFor(() => expect(asked()).toEqual([['/admin/events/ev%2F1/tickets', sentQuery]]));
    await waitFor(() => expect(client.getQueryState(eventTicketKeys.page('ev/1', query))?.status).toBe('success'));

    const { result } = renderHook(() => useEventTicketPage('ev/1', query), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(asked()).toHaveLength(1);
  });

  it('leaves a later visit to ask again, as every read does', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    renderHook(() => usePrefetchEventTicketPage('ev/1', query), { wrapper });
    await waitFor(() => expect(client.getQueryState(eventTicketKeys.page('ev/1', query))?.status).toBe('success'));
    jest.advanceTimersByTime(EVENT_TICKET_PAGE_HANDOVER_MS + 1);

    renderHook(() => useEventTicketPage('ev/1', query), { wrapper });
    await waitFor(() => expect(asked()).toHaveLength(2));
  });
});
