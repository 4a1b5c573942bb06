import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { PromoCode } from '@shared/domain';
import type { ReactNode } from 'react';
import { promoCodeApi, promoCodeKeys, useCreatePromoCode, usePromoCodes, useSetPromoCodeActive } from './promoCodes';
import { createQueryClient } from './queryClient';
import { answer, seen } from './testing/fakeApi';

const sent = () =>
  seen.map((call) => ({ method: call.method, url: call.url, data: call.data ? JSON.parse(call.data as string) : undefined }));

const code = { id: 'a/b', code: 'SUMMER', kind: 'PERCENT', value: 10, uses: 0, active: true } as PromoCode;

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeEach(() => {
  seen.length = 0;
  client = createQueryClient({ retry: false });
});

describe('promoCodeApi', () => {
  it('checks a code for an order and answers what it takes off', async () => {
    answer({ data: { valid: true, discount: 500 } });
    const body = { code: 'SUMMER', eventId: 'e1', quantity: 2, room: 'SHARED', gender: 'FEMALE' } as const;
    expect(await promoCodeApi.check(body)).toEqual({ valid: true, discount: 500 });
    expect(sent()).toEqual([{ method: 'post', url: '/promo-codes/check', data: body }]);
  });

  it('lists, creates and switches codes, the id encoded in the path', async () => {
    answer({ data: [code] });
    expect(await promoCodeApi.list()).toEqual([code]);
    answer({ data: code }, 201);
    expect(await promoCodeApi.create({ code: 'SUMMER', kind: 'PERCENT', value: 10 })).toEqual(code);
    await promoCodeApi.setActive('a/b', false);
    expect(sent()).toEqual([
      { method: 'get', url: '/admin/promo-codes', data: undefined },
      { method: 'post', url: '/admin/promo-codes', data: { code: 'SUMMER', kind: 'PERCENT', value: 10 } },
      { method: 'patch', url: '/admin/promo-codes/a%2Fb', data: { active: false } },
    ]);
  });
});

describe('the hooks', () => {
  it('reads the list, and reads it again after a code is created or switched', async () => {
    answer({ data: [code] });
    const list = renderHook(() => usePromoCodes(), { wrapper });
    await waitFor(() => expect(list.result.current.data).toEqual([code]));
    const create = renderHook(() => useCreatePromoCode(), { wrapper });
    await act(() => create.result.current.mutateAsync({ code: 'NEW', kind: 'AMOUNT', value: 500 }));
    const toggle = renderHook(() => useSetPromoCodeActive(), { wrapper });
    await act(() => toggle.result.current.mutateAsync({ id: 'a/b', active: false }));
    await waitFor(() => expect(sent().filter(({ method }) => method === 'get')).toHaveLength(3));
    expect(client.getQueryState(promoCodeKeys.all)?.status).toBe('success');
  });
});
