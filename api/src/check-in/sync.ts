// Scans a door device made without a connection, sent when it has one again
// (docs/product-rules.md#offline-check-in). Each goes through the door's one rule (tickets/check-in.ts),
// so the first scan of a code to reach the server wins, as it does online.
import { SCAN_CLOCK_SKEW_MINUTES, type ScanSync, type SyncedScan } from '@shared/domain';
import type { Actor } from '../audit/trail';
import type { Db } from '../db/connect';
import { HttpError } from '../http/errors';
import { checkIn, type Door } from '../tickets/check-in';
import { doorEvent } from './door-list';

/** How old a synced scan may be: a door's outage, not a replay of last month's list. */
export const SCAN_MAX_AGE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The server's decision on each scan, in order. A scan is recorded at the time the device made it
 * (the person came in then), never later than now. Every scan's time is checked before any is
 * recorded, so a bad one refuses the whole sync and nothing is written. 404 for an unknown event.
 */
export async function syncScans(db: Db, actor: Actor, sync: ScanSync, door: Door, now = new Date()): Promise<SyncedScan[]> {
  const times = sync.scans.map(({ scannedAt }, i) => {
    const at = new Date(scannedAt);
    if (at.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MINUTES * 60_000)
      throw new HttpError(400, `scans.${i}.scannedAt: the scan's time is in the future; check the device's clock`);
    if (at.getTime() < now.getTime() - SCAN_MAX_AGE_DAYS * DAY_MS)
      throw new HttpError(400, `scans.${i}.scannedAt: scans older than ${SCAN_MAX_AGE_DAYS} days are not taken`);
    return at.getTime() > now.getTime() ? now : at;
  });
  await doorEvent(db, sync.eventId);
  const decisions: SyncedScan[] = [];
  for (const [i, { code }] of sync.scans.entries()) {
    const scannedAt = times[i];
    const decision = await checkIn(db, actor, { typed: code, device: sync.device, eventId: sync.eventId, scannedAt }, door);
    decisions.push({ ...replayed(decision, sync.device, scannedAt), scanned: code });
  }
  return decisions;
}

/**
 * A device that lost the answer to its sync sends the same scans again: a ticket already recorded
 * as that device's scan at that very time is its own, and answers VALID again rather than as a
 * conflict with itself.
 */
function replayed<T extends { result: string; checkedInAt?: string; checkedInBy?: string }>(
  decision: T,
  device: string,
  scannedAt: Date,
): T {
  const own =
    decision.result === 'ALREADY_CHECKED_IN' && decision.checkedInBy === device && decision.checkedInAt === scannedAt.toISOString();
  return own ? { ...decision, result: 'VALID' } : decision;
}
