// Sends the scans a door made offline once it is online again, a batch at a time, and keeps the
// server's decisions: the first scan of a code to reach the server wins, so a let-in made here may
// come back as already checked in by another device (docs/product-rules.md#offline-check-in).
import { type ScanSync, SYNC_SCANS_MAX, type SyncedScan } from '@shared/domain';
import type { DoorStore } from './doorStore';

/**
 * Syncs every waiting scan of the event; answers the decisions that were not a plain let-in (the
 * reports the door staff must read). A failed send keeps the scans waiting for the next try.
 */
export async function syncWaiting(
  store: DoorStore,
  eventId: string,
  send: (body: ScanSync) => Promise<SyncedScan[]>,
): Promise<SyncedScan[]> {
  const reports: SyncedScan[] = [];
  for (;;) {
    const waiting = await store.pending(eventId);
    if (waiting.length === 0) return reports;
    // One device name per sync: a device renamed meanwhile sends its older scans under their name.
    const device = waiting[0].device;
    const batch = waiting.filter((scan) => scan.device === device).slice(0, SYNC_SCANS_MAX);
    const decisions = await send({ eventId, device, scans: batch.map(({ code, scannedAt }) => ({ code, scannedAt })) });
    await store.settle(eventId, batch, decisions);
    reports.push(...decisions.filter((decision) => decision.result !== 'VALID'));
  }
}
