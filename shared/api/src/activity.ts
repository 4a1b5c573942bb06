// Settings > Activity and Buyer data (docs/product-rules.md#audit-trail, #buyer-data): the audit
// trail, and a buyer's data found, exported and erased.
import type { AuditQuery, AuditRecord, BuyerErased, BuyerSummary } from '@shared/domain';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

const buyerPath = (email: string) => `/admin/buyers/${encodeURIComponent(email.trim().toLowerCase())}`;

export const auditApi = {
  list: async (query: AuditQuery) => (await http.get<{ data: AuditRecord[] }>('/admin/audit', { params: query })).data.data,
};

export const buyerApi = {
  find: async (email: string) => (await http.get<{ data: BuyerSummary }>(buyerPath(email))).data.data,
  /** The export as the file the API answers, to save. */
  export: async (email: string) => (await http.get<Blob>(`${buyerPath(email)}/export`, { responseType: 'blob' })).data,
  erase: async (email: string) => (await http.post<BuyerErased>(`${buyerPath(email)}/erase`)).data.data,
};

export const activityKeys = {
  audit: (query: AuditQuery) => ['audit', query] as const,
  buyer: (email: string) => ['buyer', email.trim().toLowerCase()] as const,
};

/** The audit trail as filtered; the last answer stays on screen while the next filter loads. */
export const useAuditTrail = (query: AuditQuery) =>
  useQuery({
    queryKey: activityKeys.audit(query),
    queryFn: () => auditApi.list(query),
    placeholderData: (previous) => previous,
    meta: { failure: 'Could not load the activity' },
  });

/** What is held about a buyer; nothing is asked while `email` is null. A 404 is an answer: nothing is held. */
export const useBuyer = (email: string | null) =>
  useQuery({ queryKey: activityKeys.buyer(email ?? ''), queryFn: email === null ? skipToken : () => buyerApi.find(email), retry: false });

/** Erasing a buyer: what was held of them, and the trail, are read again. */
export function useEraseBuyer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: buyerApi.erase,
    onSuccess: (_, email) =>
      Promise.all([client.invalidateQueries({ queryKey: activityKeys.buyer(email) }), client.invalidateQueries({ queryKey: ['audit'] })]),
  });
}
