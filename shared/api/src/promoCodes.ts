// Promo codes (docs/product-rules.md#promo-codes): the checkout's check, and the back office's
// list, create and on/off switch.
import type { PromoCheck, PromoCheckResult, PromoCode, PromoCodeCreateInput } from '@shared/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

export const promoCodeApi = {
  check: async (body: PromoCheck) => (await http.post<PromoCheckResult>('/promo-codes/check', body)).data.data,
  list: async () => (await http.get<{ data: PromoCode[] }>('/admin/promo-codes')).data.data,
  create: async (body: PromoCodeCreateInput) => (await http.post<{ data: PromoCode }>('/admin/promo-codes', body)).data.data,
  setActive: async (id: string, active: boolean) =>
    (await http.patch<{ data: PromoCode }>(`/admin/promo-codes/${encodeURIComponent(id)}`, { active })).data.data,
};

export const promoCodeKeys = { all: ['promo-codes'] as const };

export const usePromoCodes = () =>
  useQuery({ queryKey: promoCodeKeys.all, queryFn: promoCodeApi.list, meta: { failure: 'Could not load the promo codes' } });

/**
 * Applying a code at the checkout: asks whether it takes something off this order. Its answer is
 * the checkout's to keep with the order, not the cache's.
 */
export const useCheckPromoCode = () => useMutation({ mutationFn: (body: PromoCheck) => promoCodeApi.check(body) });

/** A change to the codes: the list is read again after it. */
function usePromoCodeWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: promoCodeKeys.all }) });
}

export const useCreatePromoCode = () => usePromoCodeWrite((body: PromoCodeCreateInput) => promoCodeApi.create(body));
export const useSetPromoCodeActive = () =>
  usePromoCodeWrite(({ id, active }: { id: string; active: boolean }) => promoCodeApi.setActive(id, active));
