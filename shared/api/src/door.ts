// The door's calls (docs/product-rules.md#offline-check-in): the events a device can be set up for,
// an event's door list and the QR codes' public key to keep for checking in offline, the sync of the scans made meanwhile, and
// the gate's counters, asked again every few seconds while the device is online.
import { skipToken, useQuery } from '@tanstack/react-query';
import type { CheckInKey, DoorEvent, DoorEventList, DoorList, GateCounts, ScanSync, ScanSyncResult, SyncedScan } from '@shared/domain';
import { http } from './client';

/** How often an online door asks the gate's counters again. */
export const GATE_COUNTS_SECONDS = 10;

const eventPath = (eventId: string) => `/check-in/events/${encodeURIComponent(eventId)}`;

export const doorApi = {
  events: async (): Promise<DoorEvent[]> => (await http.get<DoorEventList>('/check-in/events')).data.data,
  list: async (eventId: string) => (await http.get<DoorList>(`${eventPath(eventId)}/tickets`)).data,
  counts: async (eventId: string) => (await http.get<GateCounts>(`${eventPath(eventId)}/counts`)).data,
  /** The public key that checks tickets' signed QR codes offline (base64url). */
  key: async () => (await http.get<CheckInKey>('/check-in/key')).data.data.publicKey,
  /** The server's decision on each scan, in the order sent. */
  sync: async (body: ScanSync): Promise<SyncedScan[]> => (await http.post<ScanSyncResult>('/check-in/sync', body)).data.data,
};

export const doorKeys = {
  events: ['door', 'events'] as const,
  counts: (eventId: string) => ['door', 'counts', eventId] as const,
};

export const useDoorEvents = () =>
  useQuery({ queryKey: doorKeys.events, queryFn: doorApi.events, meta: { failure: 'Could not load the events' } });

/** The gate's counters of the event, live while `online`; nothing is asked offline or without an event. */
export function useGateCounts(eventId: string | undefined, online: boolean) {
  return useQuery({
    queryKey: doorKeys.counts(eventId ?? ''),
    queryFn: eventId && online ? () => doorApi.counts(eventId) : skipToken,
    refetchInterval: GATE_COUNTS_SECONDS * 1000,
  });
}
