// The door's copy of an event's list and the scans it made offline, kept in IndexedDB so they
// outlive a reload or a flat battery (docs/product-rules.md#offline-check-in).
import type { CheckInResult, DoorEvent, DoorList, DoorTicket, GateCounts, SyncedScan } from '@shared/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { decideLocally } from './localDecision';

export interface KeptTicket extends DoorTicket {
  eventId: string;
}

/** A let-in made offline, waiting to be sent to the server. */
export interface QueuedScan {
  id?: number;
  eventId: string;
  code: string;
  device: string;
  scannedAt: string;
}

/** A downloaded list: its event and when it was downloaded. */
export interface KeptList {
  event: DoorEvent;
  downloadedAt: string;
}

interface DoorSchema extends DBSchema {
  lists: { key: string; value: KeptList };
  tickets: { key: [string, string]; value: KeptTicket; indexes: { byEvent: string } };
  scans: { key: number; value: QueuedScan; indexes: { byEvent: string } };
}

export type DoorStore = ReturnType<typeof doorStoreOf>;

/** The device's store; tests open one of their own by name. */
export async function openDoorStore(name = 'evently-door'): Promise<DoorStore> {
  const db = await openDB<DoorSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('lists', { keyPath: 'event.id' });
      db.createObjectStore('tickets', { keyPath: ['eventId', 'code'] }).createIndex('byEvent', 'eventId');
      db.createObjectStore('scans', { keyPath: 'id', autoIncrement: true }).createIndex('byEvent', 'eventId');
    },
  });
  return doorStoreOf(db);
}

function doorStoreOf(db: IDBPDatabase<DoorSchema>) {
  return {
    /**
     * Keeps a freshly downloaded list in place of the event's old one; the scans still waiting to be
     * sent stay let in on it, since the server has not heard of them yet.
     */
    async saveList(list: DoorList, downloadedAt = new Date()): Promise<void> {
      const tx = db.transaction(['lists', 'tickets', 'scans'], 'readwrite');
      const eventId = list.event.id;
      const tickets = tx.objectStore('tickets');
      for (const key of await tickets.index('byEvent').getAllKeys(eventId)) await tickets.delete(key);
      const waiting = new Map((await tx.objectStore('scans').index('byEvent').getAll(eventId)).map((scan) => [scan.code, scan]));
      for (const ticket of list.tickets) {
        const scan = waiting.get(ticket.code);
        const kept = scan && !ticket.checkedInAt ? { ...ticket, checkedInAt: scan.scannedAt, checkedInBy: scan.device } : ticket;
        await tickets.put({ ...kept, eventId });
      }
      await tx.objectStore('lists').put({ event: list.event, downloadedAt: downloadedAt.toISOString() });
      await tx.done;
    },

    list: (eventId: string): Promise<KeptList | undefined> => db.get('lists', eventId),

    /** The gate's counters as this device knows them: its list and its own scans. */
    async counts(eventId: string): Promise<GateCounts> {
      const tickets = await db.getAllFromIndex('tickets', 'byEvent', eventId);
      return { expected: tickets.length, checkedIn: tickets.filter((ticket) => ticket.checkedInAt).length };
    },

    /**
     * The door's decision without the server: a ticket on the list not used yet is let in, marked
     * used by this device and queued for the server, in one transaction so a double scan lets one in.
     */
    async checkOffline(
      eventId: string,
      code: string | null,
      device: string,
      now = new Date(),
      signedName?: string,
    ): Promise<CheckInResult> {
      const tx = db.transaction(['tickets', 'scans'], 'readwrite');
      const ticket = code ? await tx.objectStore('tickets').get([eventId, code]) : undefined;
      const decision = decideLocally(code, ticket, signedName);
      if (decision.result === 'VALID' && ticket) {
        const scannedAt = now.toISOString();
        await tx.objectStore('tickets').put({ ...ticket, checkedInAt: scannedAt, checkedInBy: device });
        await tx.objectStore('scans').add({ eventId, code: ticket.code, device, scannedAt });
        Object.assign(decision, { checkedInAt: scannedAt, checkedInBy: device });
      }
      await tx.done;
      return decision;
    },

    /** What the server answered online, kept on the list for when the connection goes. */
    async remember(eventId: string, answer: CheckInResult): Promise<void> {
      if (!answer.code || !answer.checkedInAt) return;
      const ticket = await db.get('tickets', [eventId, answer.code]);
      if (ticket) await db.put('tickets', { ...ticket, checkedInAt: answer.checkedInAt, checkedInBy: answer.checkedInBy ?? null });
    },

    pending: (eventId: string): Promise<QueuedScan[]> => db.getAllFromIndex('scans', 'byEvent', eventId),

    pendingCount: (eventId: string): Promise<number> => db.countFromIndex('scans', 'byEvent', eventId),

    /** Drops the scans the server decided on, and keeps its decisions on the list. */
    async settle(eventId: string, sent: QueuedScan[], decisions: SyncedScan[]): Promise<void> {
      const tx = db.transaction(['tickets', 'scans'], 'readwrite');
      for (const scan of sent) await tx.objectStore('scans').delete(scan.id!);
      for (const decision of decisions) {
        const ticket = decision.code && (await tx.objectStore('tickets').get([eventId, decision.code]));
        if (!ticket) continue;
        // A ticket the server refuses (cancelled meanwhile) is no longer let in here either.
        if (decision.result === 'VOID' || decision.result === 'BALANCE_DUE' || decision.result === 'TEST_TICKET')
          await tx.objectStore('tickets').delete([eventId, ticket.code]);
        else if (decision.checkedInAt)
          await tx.objectStore('tickets').put({ ...ticket, checkedInAt: decision.checkedInAt, checkedInBy: decision.checkedInBy ?? null });
      }
      await tx.done;
    },

    close: () => db.close(),
  };
}
