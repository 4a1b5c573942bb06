// The door's own copy of an event's guest list (docs/product-rules.md#offline-check-in): what a
// check-in device downloads to keep checking people in without a connection, the scans it sends
// back when it has one, and the gate's counters. Only codes and names: no other personal data
// leaves the server for a device that may be lost.
import { z } from 'zod';
import { CheckInResult, DeviceName, TicketCodeInput } from './checkIn';
import { OrderType } from './orders';

/** An event the door can be set up for: from yesterday on, so a party past midnight is still there. */
export const DoorEvent = z.object({
  id: z.string(),
  kind: OrderType,
  title: z.string(),
  /** The day it takes place, YYYY-MM-DD, and its start, HH:mm. */
  day: z.string(),
  time: z.string(),
});
export type DoorEvent = z.infer<typeof DoorEvent>;

/** GET /check-in/events */
export const DoorEventList = z.object({ data: z.array(DoorEvent) });
export type DoorEventList = z.infer<typeof DoorEventList>;

/** A ticket that can let someone in, or already did. */
export const DoorTicket = z.object({
  code: z.string(),
  attendeeName: z.string(),
  checkedInAt: z.iso.datetime({ offset: true }).nullable(),
  checkedInBy: z.string().nullable(),
});
export type DoorTicket = z.infer<typeof DoorTicket>;

/** The gate's counters: tickets let in, of the tickets that can let someone in. */
export const GateCounts = z.object({ checkedIn: z.int().nonnegative(), expected: z.int().nonnegative() });
export type GateCounts = z.infer<typeof GateCounts>;

/** GET /check-in/events/{eventId}/tickets */
export const DoorList = z.object({
  event: DoorEvent,
  tickets: z.array(DoorTicket),
  counts: GateCounts,
});
export type DoorList = z.infer<typeof DoorList>;

/** The most scans one sync may send: a door's backlog of a long outage goes in several. */
export const SYNC_SCANS_MAX = 200;

/** How far ahead of the server's clock a device's scan time may be before it is refused as wrong. */
export const SCAN_CLOCK_SKEW_MINUTES = 5;

/** One scan a device made without a connection: the code and when it was let in there. */
export const OfflineScan = z.object({
  code: TicketCodeInput,
  scannedAt: z.iso.datetime({ offset: true, error: 'scannedAt: give the time of the scan, e.g. 2031-05-17T19:42:00Z' }),
});
export type OfflineScan = z.infer<typeof OfflineScan>;

/** POST /check-in/sync */
export const ScanSync = z.object({
  eventId: z.guid('eventId: choose an event'),
  device: DeviceName,
  scans: z
    .array(OfflineScan, 'scans: send the list of scans')
    .min(1, 'scans: send at least one scan')
    .max(SYNC_SCANS_MAX, `scans: send at most ${SYNC_SCANS_MAX} scans at a time`),
});
export type ScanSync = z.infer<typeof ScanSync>;

/** The server's decision on one synced scan, with the code as the device sent it. */
export const SyncedScan = CheckInResult.extend({ scanned: z.string() });
export type SyncedScan = z.infer<typeof SyncedScan>;

/** The decisions, in the order of the scans sent. */
export const ScanSyncResult = z.object({ data: z.array(SyncedScan) });
export type ScanSyncResult = z.infer<typeof ScanSyncResult>;
