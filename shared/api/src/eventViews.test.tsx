import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { http } from './client';
import { useEventViews } from './eventViews';
import { createQueryClient } from './queryClient';

let seen: InternalAxiosRequestConfig[] = [];
const answer =
  (data: unknown): AxiosAdapter =>
  async (config) => {
    seen.push(config);
    return { status: 200, data, headers: {}, config, statusText: '200' };
  };

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeEach(() => {
  seen = [];
  client = createQueryClient({ retry: false });
});

describe('useEventViews', () => {
  it("answers the event's view counts out of data, asking the admin route with the id encoded", async () => {
    http.defaults.adapter = answer({ data: { last30: 12, previous30: 10 } });
    const { result } = renderHook(() => useEventViews('ev/1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ last30: 12, previous30: 10 }));
    expect(seen.map((config) => [config.method, config.url])).toEqual([['get', '/admin/events/ev%2F1/views']]);
  });

  it('asks nothing while the id is unknown', () => {
    http.defaults.adapter = answer({ data: { last30: 0, previous30: 0 } });
    const { result } = renderHook(() => useEventViews(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(seen).toEqual([]);
  });
});
