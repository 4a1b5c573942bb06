import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useEventViews } from './eventViews';
import { createQueryClient } from './queryClient';
import { answer, seen } from './testing/fakeApi';

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeEach(() => {
  seen.length = 0;
  client = createQueryClient({ retry: false });
});

describe('useEventViews', () => {
  it("answers the event's view counts out of data, asking the admin route with the id encoded", async () => {
    answer({ data: { last30: 12, previous30: 10 } });
    const { result } = renderHook(() => useEventViews('ev/1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ last30: 12, previous30: 10 }));
    expect(seen.map((call) => [call.method, call.url])).toEqual([['get', '/admin/events/ev%2F1/views']]);
  });

  it('asks nothing while the id is unknown', () => {
    answer({ data: { last30: 0, previous30: 0 } });
    const { result } = renderHook(() => useEventViews(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(seen).toEqual([]);
  });
});
